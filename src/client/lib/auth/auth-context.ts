import { createContext } from 'react';
import type {
  AuthResponse,
  ChangePasswordInput,
  ClientUser,
  SignInInput,
  SignUpInput,
  UpdateOwnUserInput,
} from '../../../domain/auth-schemas.ts';

export type AuthStatus = 'configuring' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  user: ClientUser | null;
  signIn(input: SignInInput): Promise<ClientUser>;
  signUp(input: SignUpInput): Promise<ClientUser>;
  /** Adopts a session created elsewhere (e.g. by a password reset). */
  acceptSession(response: AuthResponse): ClientUser;
  signOut(): void;
  /** Ends every session of the account on the server (this one too), then signs out here. */
  signOutEverywhere(): Promise<void>;
  /** A new password: other sessions end, this one continues with a fresh token. */
  changePassword(input: ChangePasswordInput): Promise<void>;
  updateUser(input: UpdateOwnUserInput): Promise<ClientUser>;
  /** Replaces the cached user after a change the server made (e.g. verification). */
  setUser(user: ClientUser): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
