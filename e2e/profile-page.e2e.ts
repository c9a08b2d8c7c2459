import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../src/server/test-support/file-fixtures.ts';
import { expectAccessible, screenshot, useBrowser } from './support/browser.ts';
import { ADMIN_SHELL, PHONE, presetGuest, signInDemo } from './support/shell.ts';

const STAFF = ['staff@cpa-careers.test', 'Staff12345!'] as const;
const ADMIN = ['admin@cpa-careers.test', 'Admin12345!'] as const;
const LAYLA = ['layla@cpa-careers.test', 'Seeker12345!'] as const;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

async function graphql<T>(page: Page, token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await page.request.post('/api/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data;
}

/**
 * Applies, as the signed-in job seeker, to an open internal job without the CPA rule that they have
 * not applied to yet (other test files share the server), with a freshly uploaded résumé.
 */
async function applyToAJob(page: Page, token: string): Promise<{ id: string; position: string }> {
  const { searchJobs } = await graphql<{
    searchJobs: { items: { id: string; position: string; applyWay: string; requiresCPA: boolean }[] };
  }>(
    page,
    token,
    `
      {
        searchJobs(sort: newest, limit: 200) {
          items {
            id
            position
            applyWay
            requiresCPA
          }
        }
      }
    `,
  );
  const me = (await (
    await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { uid: string };
  const { getUser } = await graphql<{ getUser: { appliedJobs: string[] } }>(
    page,
    token,
    `
      query ($id: ID!) {
        getUser(id: $id) {
          appliedJobs
        }
      }
    `,
    { id: me.uid },
  );
  const job = searchJobs.items.find(
    (j) => j.applyWay === 'internal' && !j.requiresCPA && !getUser.appliedJobs.includes(j.id),
  );
  if (!job) throw new Error('no open job left to apply to');
  const upload = await page.request.post('/api/files', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      kind: 'resume',
      file: { name: `Profile test ${Date.now()}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes() },
    },
  });
  if (upload.status() !== 201) throw new Error(`upload failed: ${await upload.text()}`);
  const { id: resumeFileId } = (await upload.json()) as { id: string };
  await graphql(
    page,
    token,
    `
      mutation ($input: CreateJobApplicationInput!) {
        createJobApplication(input: $input) {
          id
        }
      }
    `,
    {
      input: { jobApplicationsId: job.id, resumeFileId },
    },
  );
  return job;
}

describe('profile page', () => {
  const browser = useBrowser();

  it('shows a job seeker the application just made, and keeps an update after a reload', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, null);
    const token = await signInDemo(page);
    const job = await applyToAJob(page, token);

    await page.goto('/apps/profile');
    await poll(() => page.getByRole('heading', { name: 'Jane Seeker', level: 1 }).isVisible()).toBe(true);
    const timeline = page.getByTestId('profile-timeline');
    const applied = timeline.getByTestId('profile-activity-applied').filter({ hasText: job.position }).first();
    await poll(() => applied.isVisible()).toBe(true);
    // Newest first: the application just made heads the activity.
    await poll(() => timeline.locator('article').first().innerText()).toContain(job.position);
    await expectAccessible(page);
    await screenshot(page, 'profile-en-desktop');

    // An empty update is refused with the shared rule's words; a real one appears and stays.
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await poll(() => page.getByText('Write something to post').isVisible()).toBe(true);
    const update = `Preparing for the audit interviews ${Date.now()}`;
    await page.getByLabel('Post an update').fill(update);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await poll(() => page.getByText('Your update is on your timeline.').isVisible()).toBe(true);
    await page.reload();
    const post = page.getByRole('article', { name: 'Post by Jane Seeker' }).filter({ hasText: update });
    await poll(() => post.isVisible()).toBe(true);
    await post.getByRole('button', { name: 'Like' }).click();
    await poll(() => post.getByText('Likes: 1').isVisible()).toBe(true);
    await post.getByLabel('Write a comment').fill('Good luck to me');
    await post.getByRole('button', { name: 'Send comment' }).click();
    await poll(() => post.getByText('Good luck to me').isVisible()).toBe(true);
    // No one else opens a job seeker's page: nothing to share, and no share count.
    expect(await post.getByRole('button', { name: 'Share' }).count()).toBe(0);
    expect(await post.getByTestId('post-share-count').count()).toBe(0);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'About' }).click();
    await poll(() => page.getByRole('region', { name: 'Licences' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'profile-about-en-desktop');
    await page.getByRole('tab', { name: 'Photos' }).click();
    await poll(() =>
      page
        .getByText(/No photos yet|Photo /)
        .first()
        .isVisible(),
    ).toBe(true);
    await expectAccessible(page);

    // Another person's page is not theirs to see.
    await page.goto('/apps/profile/00000000-0000-4000-8000-000000000000');
    await poll(() => page.getByText('This profile was not found, or it is not yours to see.').isVisible()).toBe(true);
  }, 180_000);

  it('sends a guest to sign in', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, null);
    await page.goto('/apps/profile');
    await poll(() => page.url()).toContain('/sign-in');
  });

  it('lets staff open a colleague’s page, posts only, and like where allowed', async () => {
    const { page } = await browser.newPage();
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...ADMIN);
    await page.goto('/apps/profile?tab=about');
    await page.getByRole('link', { name: 'Open Omar Staff’s profile' }).click();
    await poll(() => page.getByRole('heading', { name: 'Omar Staff', level: 1 }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Timeline' }).click();
    const posts = page.getByRole('article', { name: 'Post by Omar Staff' });
    await poll(() => posts.count()).toBeGreaterThan(0);
    await poll(() => page.getByTestId('profile-activity-applied').count()).toBe(0);
    // No composer on someone else's page.
    expect(await page.getByLabel('Post an update').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'profile-colleague-en-desktop');

    const phone = await browser.newPage({ viewport: PHONE });
    await presetGuest(phone.page, ADMIN_SHELL);
    await signInDemo(phone.page, ...STAFF);
    await phone.page.goto('/apps/profile');
    await poll(() => phone.page.getByRole('article').count()).toBeGreaterThan(0);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'profile-en-phone');
  }, 180_000);

  it('passes a colleague’s post on: the link is copied and counted, and opens the post first', async () => {
    const owner = await browser.newPage();
    const staffToken = await signInDemo(owner.page, ...STAFF);
    const content = `Worth passing on ${Date.now()}`;
    const { createProfilePost: created } = await graphql<{
      createProfilePost: { id: string; author: { id: string } };
    }>(
      owner.page,
      staffToken,
      'mutation ($c: String!) { createProfilePost(input: { content: $c }) { id author { id } } }',
      {
        c: content,
      },
    );

    const { page, context } = await browser.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await presetGuest(page, ADMIN_SHELL);
    await signInDemo(page, ...ADMIN);
    await page.goto(`/apps/profile/${created.author.id}`);
    const card = page.getByRole('article', { name: 'Post by Omar Staff' }).filter({ hasText: content });
    await poll(() => card.getByTestId('post-share-count').textContent()).toBe('Shares: 0');
    await card.getByRole('button', { name: 'Share' }).click();
    await poll(() => page.getByTestId('snackbar').textContent()).toContain('Link to the post copied.');
    await poll(() => card.getByTestId('post-share-count').textContent()).toBe('Shares: 1');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname + new URL(link).search).toBe(`/apps/profile/${created.author.id}?post=${created.id}`);
    // Copying it again counts the admin once.
    await card.getByRole('button', { name: 'Share' }).click();
    await poll(() => page.getByTestId('snackbar').textContent()).toContain('Link to the post copied.');
    await page.reload();
    await poll(() => card.getByTestId('post-share-count').textContent()).toBe('Shares: 1');

    // The link, opened by a colleague reading Arabic on a phone: the post first, then the timeline.
    const reader = await browser.newPage({ viewport: PHONE });
    await presetGuest(reader.page, ADMIN_SHELL, 'ar');
    await signInDemo(reader.page, ...ADMIN);
    await reader.page.evaluate(() => localStorage.setItem('language', 'ar'));
    await reader.page.goto(link);
    const shared = reader.page.getByTestId('shared-post');
    await poll(() => shared.getByRole('heading', { name: 'منشور تمت مشاركته' }).isVisible()).toBe(true);
    expect(await shared.getByTestId('profile-post-content').textContent()).toBe(content);
    await poll(() => reader.page.getByTestId('profile-timeline').isVisible()).toBe(true);
    expect(await reader.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(reader.page);
    await screenshot(reader.page, 'profile-shared-post-ar-phone');
    await shared.getByRole('button', { name: 'أغلق المنشور المُشارك' }).click();
    await poll(() => shared.count()).toBe(0);
    expect(new URL(reader.page.url()).searchParams.get('post')).toBeNull();

    // The post is only shown on its own owner's page (an edited address shows it on no other).
    await page.goto(`/apps/profile?post=${created.id}`);
    await poll(() => page.getByTestId('shared-post-missing').isVisible()).toBe(true);
    expect(await page.getByTestId('shared-post').count()).toBe(0);

    // A link to a post that is gone says so in place.
    await owner.page.goto('/404');
    await graphql(owner.page, staffToken, 'mutation ($id: ID!) { deleteProfilePost(id: $id) }', { id: created.id });
    await page.goto(link);
    await poll(() => page.getByTestId('shared-post-missing').textContent()).toContain(
      'This post could not be found. It may have been deleted.',
    );
    await expectAccessible(page);
  }, 180_000);

  it('is right to left in Arabic on a phone and on a desktop', async () => {
    const { page } = await browser.newPage({ viewport: PHONE });
    await presetGuest(page, null, 'ar');
    const token = await signInDemo(page, ...LAYLA);
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await applyToAJob(page, token);
    await page.goto('/apps/profile');
    await poll(() => page.getByRole('tab', { name: 'الخط الزمني' }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('profile-activity-applied').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The job's and company's names keep their own direction in the Arabic sentence ("A.Ş." kept its
    // full stop at the wrong end): each is isolated.
    expect(await page.getByTestId('profile-activity-applied').first().locator('p').first().textContent()).toMatch(
      /\u2068[^\u2069]*[A-Za-z][^\u2069]*\u2069/,
    );
    await expectAccessible(page);
    await screenshot(page, 'profile-ar-phone');

    const desk = await browser.newPage();
    await presetGuest(desk.page, ADMIN_SHELL, 'ar');
    await signInDemo(desk.page, ...ADMIN);
    await desk.page.evaluate(() => localStorage.setItem('language', 'ar'));
    await desk.page.goto('/apps/profile');
    await poll(() => desk.page.getByRole('article').count()).toBeGreaterThan(0);
    // An English post reads left to right in the Arabic page.
    await poll(() => desk.page.getByTestId('profile-post-content').count()).toBeGreaterThan(0);
    expect(
      await desk.page
        .getByTestId('profile-post-content')
        .evaluateAll((posts) =>
          posts.map((post) => [/^[A-Za-z]/.test(post.textContent ?? ''), getComputedStyle(post).direction]),
        ),
    ).toContainEqual([true, 'ltr']);
    await expectAccessible(desk.page);
    await screenshot(desk.page, 'profile-ar-desktop');
  }, 180_000);
});
