// The auth feature's public surface: other features import from this file only, never from its other files.
export { AuthCard } from './auth-card.tsx';
export { SignInDialog } from './sign-in-dialog.tsx';
export { VerifyEmailStep } from './verify-email-step.tsx';
