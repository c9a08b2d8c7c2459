import type {
  AuthResponse,
  ChangePasswordInput,
  ClientUser,
  SignInInput,
  SignUpInput,
  UpdateOwnUserInput,
} from '../../../domain/auth-schemas.ts';
import type { Language } from '../../../domain/enums.ts';
import { api } from '../http-client.ts';

export const authApi = {
  signIn: (input: SignInInput) => api<AuthResponse>('/auth/sign-in', { method: 'POST', body: input }),
  signUp: (input: SignUpInput) => api<AuthResponse>('/auth/sign-up', { method: 'POST', body: input }),
  currentUser: () => api<ClientUser>('/auth/user'),
  updateUser: (input: UpdateOwnUserInput) => api<ClientUser>('/auth/user', { method: 'PUT', body: input }),
  verifyEmail: (code: string) => api<{ user: ClientUser }>('/auth/verify-email', { method: 'POST', body: { code } }),
  resendCode: () => api<void>('/auth/resend-code', { method: 'POST' }),
  forgotPassword: (email: string, language: Language) =>
    api<void>('/auth/forgot-password', { method: 'POST', body: { email, language } }),
  resetPassword: (email: string, code: string, password: string) =>
    api<AuthResponse>('/auth/reset-password', { method: 'POST', body: { email, code, password } }),
  /** A fresh token for the same session (the server sends it as New-Access-Token too). */
  refresh: () => api<AuthResponse>('/auth/refresh', { method: 'POST' }),
  changePassword: (input: ChangePasswordInput) =>
    api<AuthResponse>('/auth/change-password', { method: 'POST', body: input }),
  signOutEverywhere: () => api<void>('/auth/sign-out-everywhere', { method: 'POST' }),
};
