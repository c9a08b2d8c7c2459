export * from './enums.ts';
export * from './users.ts';
export * from './companies.ts';
export * from './jobs.ts';
export * from './applications.ts';
export * from './content.ts';
export * from './files.ts';
export * from './quick-panel.ts';
