import type { FastifyPluginAsync } from 'fastify';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  updateOwnUserSchema,
  verifyEmailSchema,
} from '../../domain/auth-schemas.ts';
import { parseInput } from '../lib/validate.ts';
import { AUTH_MESSAGES, type AuthService } from './auth-service.ts';
import type { UserGuard } from './guard.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  guard: UserGuard;
}

/** REST auth under /api/auth with the shapes of SPEC section 7 and the messages of section 8. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { auth, guard }) => {
  app.post('/sign-up', { config: { access: 'public' } }, async (request) =>
    auth.signUp(parseInput(signUpSchema, request.body), request.ip),
  );

  app.post('/sign-in', { config: { access: 'public' } }, async (request) =>
    auth.signIn(parseInput(signInSchema, request.body), request.ip),
  );

  app.post(
    '/refresh',
    { config: { access: 'signedIn', signInMessage: AUTH_MESSAGES.invalidTokenOrUser } },
    async (request, reply) => {
      const row = await guard.requireUser(request, AUTH_MESSAGES.invalidTokenOrUser);
      const result = await auth.refresh(row);
      reply.header('New-Access-Token', result.access_token);
      return result;
    },
  );

  app.get('/user', { config: { access: 'signedIn' } }, async (request) => {
    const row = await guard.requireUser(request, AUTH_MESSAGES.invalidToken);
    return (await auth.refresh(row)).user;
  });

  app.put('/user', { config: { access: 'signedIn' } }, async (request) => {
    const row = await guard.requireUser(request, AUTH_MESSAGES.invalidToken);
    return auth.updateOwnUser(row, parseInput(updateOwnUserSchema, request.body));
  });

  app.post('/verify-email', { config: { access: 'signedIn' } }, async (request) => {
    const row = await guard.requireUser(request, AUTH_MESSAGES.invalidToken);
    const { code } = parseInput(verifyEmailSchema, request.body);
    return { user: await auth.verifyEmail(row, code, request.ip) };
  });

  app.post('/resend-code', { config: { access: 'signedIn' } }, async (request, reply) => {
    const row = await guard.requireUser(request, AUTH_MESSAGES.invalidToken);
    await auth.resendCode(row, request.ip);
    return reply.code(204).send();
  });

  app.post('/forgot-password', { config: { access: 'public' } }, async (request, reply) => {
    const { email, language } = parseInput(forgotPasswordSchema, request.body);
    await auth.forgotPassword(email, language, request.ip);
    return reply.code(204).send();
  });

  app.post('/reset-password', { config: { access: 'public' } }, async (request) => {
    const { email, code, password } = parseInput(resetPasswordSchema, request.body);
    return auth.resetPassword(email, code, password, request.ip);
  });

  app.post('/change-password', { config: { access: 'signedIn' } }, async (request, reply) => {
    const row = await guard.requireUser(request, AUTH_MESSAGES.invalidToken);
    const result = await auth.changePassword(row, parseInput(changePasswordSchema, request.body), request.ip);
    reply.header('New-Access-Token', result.access_token);
    return result;
  });

  app.post('/sign-out-everywhere', { config: { access: 'signedIn' } }, async (request, reply) => {
    const row = await guard.requireUser(request, AUTH_MESSAGES.invalidToken);
    await auth.signOutEverywhere(row);
    return reply.code(204).send();
  });
};
