// What other features use of auth: password hashing and the guard that reads a request's user.
export { hashPassword, verifyPassword } from './passwords.ts';
export type { UserGuard } from './guard.ts';
export type { PasswordAttempts } from './password-attempts.ts';
export { createCodeStore, type CodeStore } from './codes.ts';
