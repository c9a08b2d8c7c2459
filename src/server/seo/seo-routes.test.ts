import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, gte, lt, or, isNull, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs } from '../db/schema/index.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../test-support/test-app.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en"><head>
    <meta charset="UTF-8" />
    <meta name="description" content="The career portal." />
    <title>CPA Careers</title>
  </head><body><div id="root"></div></body></html>`;

type JobRow = typeof jobs.$inferSelect;

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}

const SCRIPT = 'export const greeting = "hello";\n'.repeat(200);

describe.each(testDatabaseKinds())('SEO: job page head tags, sitemap and RSS on %s', (kind) => {
  let t: TestApp;
  let open: JobRow;
  let closed: JobRow;
  let expired: JobRow;
  let draft: JobRow;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    const clientDir = path.join(os.tmpdir(), `cpa-seo-client-${Date.now()}-${kind}`);
    mkdirSync(clientDir, { recursive: true });
    writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
    // A built asset and its Brotli copy, as `npm run build` writes them (scripts/vite-precompress.ts).
    mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    writeFileSync(path.join(clientDir, 'assets', 'app-1a2b3c.js'), SCRIPT);
    writeFileSync(path.join(clientDir, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(SCRIPT));
    t = await createTestApp(kind, { clientDir, publicUrl: 'https://careers.example.org' });
    const db = t.app.services.database.db;
    await seedIfEmpty(db);
    const pick = async (where: SQL | undefined) => {
      const [row] = await db.select().from(jobs).where(where).limit(1);
      if (!row) throw new Error('seed has no such job');
      return row;
    };
    // An open job with a known salary, internal apply, and a company in the US (USD).
    open = await pick(
      and(
        eq(jobs.status, 'open'),
        gte(jobs.deadline, today),
        eq(jobs.applyWay, 'internal'),
        gte(jobs.salaryStart, 1),
        eq(jobs.remote, false),
        eq(jobs.type, 'full-time'),
      ),
    );
    closed = await pick(eq(jobs.status, 'closed'));
    expired = await pick(and(eq(jobs.status, 'open'), lt(jobs.deadline, today)));
    draft = await pick(eq(jobs.status, 'draft'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves an open job with its title, description, Open Graph tags and a JobPosting JSON-LD', async () => {
    const res = await get(`/job/info/${open.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const [company] = await t.app.services.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, open.companyJobsId));
    expect(res.body).toContain(`<title>${open.position} - ${company!.name}`);
    expect(res.body).toMatch(/<meta name="description" content="[^"]*at [^"]+"/);
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(res.body).toContain(`<meta property="og:url" content="https://careers.example.org/job/info/${open.id}" />`);
    expect(res.body).toContain('<div id="root"></div>');

    const [ld] = jsonLdOf(res.body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: open.position,
      description: open.description,
      datePosted: open.createdAt.toISOString(),
      validThrough: `${open.deadline}T23:59:59Z`,
      employmentType: 'FULL_TIME',
      directApply: true,
      hiringOrganization: { '@type': 'Organization', name: company!.name, sameAs: company!.website },
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: open.location!.split(',')[0], addressCountry: company!.countryCode },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        value: { minValue: open.salaryStart, maxValue: open.salaryEnd, unitText: 'YEAR' },
      },
    });
    const currency = (ld as { baseSalary: { currency: string } }).baseSalary.currency;
    expect(currency).toBe({ US: 'USD', GB: 'GBP', TR: 'TRY', AE: 'AED', SA: 'SAR', EG: 'EGP' }[company!.countryCode!]);
  });

  it('maps job types to schema.org employment types and external apply to directApply false', async () => {
    const db = t.app.services.database.db;
    const [external] = await db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.status, 'open'),
          or(isNull(jobs.deadline), gte(jobs.deadline, today)),
          eq(jobs.applyWay, 'external'),
        ),
      )
      .limit(1);
    await db.update(jobs).set({ type: 'internship' }).where(eq(jobs.id, external!.id));
    const [ld] = jsonLdOf((await get(`/job/info/${external!.id}`)).body);
    expect(ld).toMatchObject({ employmentType: 'INTERN', directApply: false });
  });

  it('escapes job text so it cannot close the JSON-LD script or break out of an attribute', async () => {
    const db = t.app.services.database.db;
    const nasty = '</script><script>alert(1)</script> "quoted" & <b>$&</b>';
    await db.update(jobs).set({ position: nasty }).where(eq(jobs.id, open.id));
    try {
      const res = await get(`/job/info/${open.id}`);
      expect(res.body).not.toContain('<script>alert(1)');
      expect(res.body).toContain(
        '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &lt;b&gt;$&amp;&lt;/b&gt;',
      );
      // Exactly one script element: the JSON-LD one, still parseable and holding the raw title.
      expect(res.body.match(/<script/g)).toHaveLength(1);
      expect(jsonLdOf(res.body)[0]?.title).toBe(nasty);
    } finally {
      await db.update(jobs).set({ position: open.position }).where(eq(jobs.id, open.id));
    }
  });

  it('gives closed and expired jobs no JSON-LD, and drafts and unknown ids the plain page with 404', async () => {
    for (const job of [closed, expired]) {
      const res = await get(`/job/info/${job.id}`);
      expect(res.statusCode).toBe(200);
      expect(jsonLdOf(res.body)).toEqual([]);
      expect(res.body).toContain(`<title>${job.position}`.replace(/&/g, '&amp;'));
    }
    for (const id of [draft.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await get(`/job/info/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX_HTML);
    }
    expect((await get(`/job/info/${draft.id}/`)).statusCode).toBe(404);
    expect((await get(`/job/info/${open.id}/`)).statusCode).toBe(200);
  });

  it('answers 404 with the app page for unknown paths, and 200 for every page of the client', async () => {
    for (const url of ['/no-such-page', '/job/info', '/admin/nothing', '/404', '/job/search/all/extra']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX_HTML);
    }
    for (const url of [
      '/',
      '/about-us',
      '/help/languages',
      '/job/search/node.js',
      '/employer/jobs/new',
      '/job/apply',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('serves a hashed asset cached for a year, precompressed for a browser that takes it', async () => {
    const inject = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/app-1a2b3c.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const compressed = await inject('gzip, deflate, br');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(SCRIPT);
    const plain = await inject();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses the answers it makes (a job page, GraphQL) with Brotli or gzip, as the browser takes', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/job/info/${open.id}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain(open.position);

    const body = JSON.stringify({ query: '{ searchJobs(limit: 20) { items { id position description } } }' });
    const post = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json', ...(encoding ? { 'accept-encoding': encoding } : {}) },
        payload: body,
      });
    const gzipped = await post('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const unpacked = JSON.parse(gunzipSync(gzipped.rawPayload).toString()) as {
      data: { searchJobs: { items: unknown[] } };
    };
    expect(unpacked.data.searchJobs.items).toHaveLength(20);
    expect(gzipped.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(unpacked)) / 2);
    // A client that takes no encoding gets the plain answer.
    const plain = await post();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(unpacked);
  });

  it('answers a missing file with a plain 404, never the app page', async () => {
    for (const url of ['/assets/index-0ld0ld.js', '/assets/gone.css', '/favicon-missing.png', '/assets/x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).not.toContain('<html');
    }
  });

  it('answers 404 for a company that does not exist or is not approved, 200 for an approved one', async () => {
    const db = t.app.services.database.db;
    const [approved] = await db.select().from(companies).where(eq(companies.status, 'approved')).limit(1);
    const [pending] = await db.select().from(companies).where(eq(companies.status, 'pending')).limit(1);
    expect((await get(`/company/${approved!.id}`)).statusCode).toBe(200);
    for (const id of [pending!.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await get(`/company/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('serves index.html from memory for the other client routes', async () => {
    const res = await get('/job/search/all?type=full-time');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX_HTML);
  });

  it('lists the static pages and every open job in /sitemap.xml, and no closed, expired or draft job', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    for (const p of ['/', '/about-us', '/privacy-policy', '/terms-and-conditions', '/job/search/all']) {
      expect(res.body).toContain(`<loc>https://careers.example.org${p}</loc>`);
    }
    expect(res.body).toContain(`<loc>https://careers.example.org/job/info/${open.id}</loc><lastmod>`);
    for (const job of [closed, expired, draft]) expect(res.body).not.toContain(job.id);
    const db = t.app.services.database.db;
    const openJobs = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, 'open'), or(isNull(jobs.deadline), gte(jobs.deadline, today))));
    expect(res.body.match(/\/job\/info\//g)).toHaveLength(openJobs.length);
  });

  it('lists the 50 newest open jobs in /jobs.rss (RSS 2.0), XML-escaped', async () => {
    const res = await get('/jobs.rss');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(res.body).toContain('<rss version="2.0"');
    const items = res.body.match(/<item>/g) ?? [];
    expect(items).toHaveLength(50);
    for (const job of [closed, expired, draft]) expect(res.body).not.toContain(job.id);
    const db = t.app.services.database.db;
    const newest = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, 'open'), or(isNull(jobs.deadline), gte(jobs.deadline, today))))
      .orderBy(jobs.createdAt)
      .then((rows) => rows.at(-1)!);
    expect(res.body).toContain(`<guid isPermaLink="true">https://careers.example.org/job/info/${newest.id}</guid>`);
    // Every text is escaped: no raw ampersand outside an entity.
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('sends RSS descriptions as text, so markup an employer wrote is not rendered by a reader', async () => {
    const db = t.app.services.database.db;
    const [template] = await db.select().from(jobs).where(eq(jobs.id, open.id));
    const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = template!;
    const [job] = await db
      .insert(jobs)
      .values({
        ...rest,
        position: 'RSS Markup Test',
        description: '<p>Know <strong>IFRS</strong> &amp; write &lt;img src=x onerror=alert(1)&gt; as text.</p>',
        createdAt: new Date(Date.now() + 60_000),
      })
      .returning();
    const res = await get('/jobs.rss');
    const item = res.body.split('<item>').find((i) => i.includes(job!.id))!;
    const description = /<description>(.*)<\/description>/.exec(item)![1]!;
    // What a reader gets after XML decoding is HTML whose text is the plain description.
    const html = description
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
    expect(html).toBe('Know IFRS &amp; write &lt;img src=x onerror=alert(1)&gt; as text.');
    expect(html).not.toMatch(/<[a-z]/i);
    await db.delete(jobs).where(eq(jobs.id, job!.id));
  });

  it('points robots.txt at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.body).toContain('Sitemap: https://careers.example.org/sitemap.xml');
  });
});
