import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { toJobAlert } from './job-alert-mapper.ts';
import { alertOfToken, setUnsubscribed, type JobAlertRow } from './job-alert-service.ts';

export interface JobAlertRoutesOptions {
  db: Db;
  /** Signs and checks the unsubscribe links (the JWT secret). */
  secret: string;
}

/** What the unsubscribe page shows of the alert: enough to say which one, nothing of its owner. */
const publicView = (row: JobAlertRow) => {
  const { name, frequency, searchPath, unsubscribed } = toJobAlert(row);
  return { name, frequency, searchPath, unsubscribed };
};

/** The token from the query string (the mail's links) or the body (the page's requests). */
function tokenOf(request: FastifyRequest): unknown {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  return query?.token ?? body?.token;
}

/**
 * /api/alerts: unsubscribing from a job alert with the signed link of its mail, without signing in.
 * GET reads which alert the link names (it changes nothing, so a mail scanner opening links
 * unsubscribes nobody); POST unsubscribes, which is also what a mail program's one-click
 * unsubscribe sends (RFC 8058: a form body `List-Unsubscribe=One-Click`, the token in the URL);
 * POST /resubscribe undoes it.
 */
export const jobAlertRoutes: FastifyPluginAsync<JobAlertRoutesOptions> = async (app, { db, secret }) => {
  // Mail programs post a form; only this plugin reads form bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/unsubscribe', { config: { access: 'secret' } }, async (request) => ({
    alert: publicView(await alertOfToken(db, secret, tokenOf(request))),
  }));

  app.post('/unsubscribe', { config: { access: 'secret' } }, async (request) => {
    const alert = await alertOfToken(db, secret, tokenOf(request));
    return { alert: publicView(await setUnsubscribed(db, alert, true)) };
  });

  app.post('/resubscribe', { config: { access: 'secret' } }, async (request) => {
    const alert = await alertOfToken(db, secret, tokenOf(request));
    return { alert: publicView(await setUnsubscribed(db, alert, false)) };
  });
};
