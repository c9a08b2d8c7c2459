import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The Content-Security-Policy the built client runs under. Scripts come only from our own
 * origin (no inline script, no eval: the client sets zod's jitless mode); styles may be inline,
 * because Emotion (MUI) writes its CSS into <style> elements at run time. Images may also come
 * from https addresses, as a user's photo URL can. No page of ours may be framed.
 */
const DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'frame-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

function policy(extraScripts: string[] = [], upgrade = false): string {
  const parts = Object.entries(DIRECTIVES).map(
    ([name, values]) => `${name} ${[...values, ...(name === 'script-src' ? extraScripts : [])].join(' ')}`,
  );
  if (upgrade) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/** Helmet's headers on every response; HSTS only when the site is reached over HTTPS. */
export async function installSecurityHeaders(
  app: FastifyInstance,
  { publicUrl }: { publicUrl: string },
): Promise<void> {
  const https = publicUrl.startsWith('https:');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  const header = policy([], https);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', header);
  });
  app.decorateReply('allowInlineScripts', function (this: FastifyReply, scripts: string[]) {
    const hashes = scripts.map((s) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`);
    this.header('content-security-policy', policy(hashes, https));
  });
}

declare module 'fastify' {
  interface FastifyReply {
    /** Lets exactly these inline scripts (e.g. a job page's JSON-LD) run under the policy, by hash. */
    allowInlineScripts(scripts: string[]): void;
  }
}
