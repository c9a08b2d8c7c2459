export * from './enums.ts';
export * from './constants.ts';
export * from './auth-schemas.ts';
export * from './messages.ts';
