import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilePostComments, profilePostShares, users } from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { apply, pickJob, uploadFile, uploadResume } from '../../test-support/applications.ts';
import { pngBytes } from '../../test-support/file-fixtures.ts';
import { DEMO, gql, signInAs } from '../../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test-support/test-app.ts';

const PERSON = 'id name avatar';
const POST = `id content createdAt author { ${PERSON} } likeCount likedByMe shareCount sharedByMe commentCount comments { id content author { ${PERSON} } canDelete } canLike canComment canShare canDelete`;
const PAGE = `query ($userId: ID) { profilePage(userId: $userId) { person { ${PERSON} } role isSelf email location mobile summary skills works { id title company } educations { id school } licenses { id name } companies { id name } colleagues { ${PERSON} } settings { allowLikes allowComments } canLike canComment } }`;
const TIMELINE = `query ($input: ProfileTimelineInput) { profileTimeline(input: $input) { items { id kind at status job { id position companyName } post { ${POST} } } nextToken } }`;
const PHOTOS = `query ($userId: ID) { profilePhotos(userId: $userId) { id url name } }`;
const CREATE = `mutation ($input: ProfilePostInput!) { createProfilePost(input: $input) { ${POST} } }`;
const DELETE = `mutation ($id: ID!) { deleteProfilePost(id: $id) }`;
const LIKE = `mutation ($id: ID!) { likeProfilePost(id: $id) { ${POST} } }`;
const UNLIKE = `mutation ($id: ID!) { unlikeProfilePost(id: $id) { ${POST} } }`;
const ONE_POST = `query ($id: ID!) { profilePost(id: $id) { ${POST} } }`;
const SHARE = `mutation ($id: ID!) { shareProfilePost(id: $id) { ${POST} } }`;
const COMMENT = `mutation ($input: ProfileCommentInput!) { commentOnProfilePost(input: $input) { ${POST} } }`;
const DELETE_COMMENT = `mutation ($id: ID!) { deleteProfileComment(id: $id) { ${POST} } }`;
const SETTINGS = `mutation ($input: ProfileSettingsInput!) { updateProfileSettings(input: $input) { allowLikes allowComments } }`;

interface Person {
  id: string;
  name: string;
}
interface Post {
  id: string;
  content: string;
  author: Person;
  likeCount: number;
  likedByMe: boolean;
  shareCount: number;
  sharedByMe: boolean;
  commentCount: number;
  comments: { id: string; content: string; author: Person; canDelete: boolean }[];
  canLike: boolean;
  canComment: boolean;
  canShare: boolean;
  canDelete: boolean;
}
interface Entry {
  id: string;
  kind: string;
  at: string;
  status: string | null;
  job: { id: string; position: string; companyName: string } | null;
  post: Post | null;
}
interface Page {
  person: Person;
  role: string;
  isSelf: boolean;
  email: string;
  mobile: string | null;
  works: { id: string }[];
  educations: { id: string }[];
  licenses: { id: string }[];
  companies: { id: string; name: string }[];
  colleagues: Person[];
  settings: { allowLikes: boolean; allowComments: boolean } | null;
  canLike: boolean;
  canComment: boolean;
}

describe.each(testDatabaseKinds())('profile page on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  let seeker: string;
  let ayse: string;
  let employer: string;
  const ids: Record<'admin' | 'staff' | 'seeker' | 'ayse', string> = { admin: '', staff: '', seeker: '', ayse: '' };
  const db = () => t.app.services.database.db;

  const page = async (token: string, userId?: string) => gql<{ profilePage: Page }>(t, PAGE, { userId }, { token });
  const timeline = async (token: string, input: Record<string, unknown> = {}) =>
    gql<{ profileTimeline: { items: Entry[]; nextToken: string | null } }>(t, TIMELINE, { input }, { token });
  const post = async (token: string, content: string) => {
    const r = await gql<{ createProfilePost: Post }>(t, CREATE, { input: { content } }, { token });
    expect(r.errors).toBeUndefined();
    return r.data!.createProfilePost;
  };
  const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
    [admin, staff, seeker, ayse, employer] = await Promise.all([
      signInAs(t, ...DEMO.admin),
      signInAs(t, ...DEMO.staff),
      signInAs(t, ...DEMO.seeker),
      signInAs(t, ...DEMO.ayse),
      signInAs(t, ...DEMO.employer),
    ]);
    for (const [key, [email]] of [
      ['admin', DEMO.admin],
      ['staff', DEMO.staff],
      ['seeker', DEMO.seeker],
      ['ayse', DEMO.ayse],
    ] as const) {
      const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
      ids[key] = row!.id;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows a job seeker their own page: account, work, education, licences and their settings', async () => {
    const r = await page(seeker);
    expect(r.errors).toBeUndefined();
    const p = r.data!.profilePage;
    expect(p).toMatchObject({ isSelf: true, role: 'jobseeker', email: DEMO.seeker[0], canLike: true });
    expect(p.person.id).toBe(ids.seeker);
    expect(p.works.length).toBeGreaterThan(0);
    expect(p.educations.length).toBeGreaterThan(0);
    expect(p.licenses.length).toBeGreaterThan(0);
    expect(p.settings).toEqual({ allowLikes: true, allowComments: true });
    expect(p.colleagues).toEqual([]);
  });

  it('shows an employer their company and staff their colleagues', async () => {
    const mark = (await page(employer)).data!.profilePage;
    expect(mark.role).toBe('employer');
    expect(mark.companies.length).toBeGreaterThan(0);
    const omar = (await page(staff)).data!.profilePage;
    expect(omar.role).toBe('staff');
    expect(omar.colleagues.map((c) => c.id)).toContain(ids.admin);
  });

  it('refuses guests, and another person’s page unless both have a workspace', async () => {
    expect(code(await gql(t, PAGE, {}))).toBe('UNAUTHENTICATED');
    expect(code(await page(ayse, ids.seeker))).toBe('NOT_FOUND');
    expect(code(await page(staff, ids.seeker))).toBe('NOT_FOUND');
    expect(code(await page(seeker, ids.staff))).toBe('NOT_FOUND');
    expect(code(await page(staff, 'not-an-id'))).toBe('NOT_FOUND');
    expect(code(await timeline(admin, { userId: ids.seeker }))).toBe('NOT_FOUND');
    expect(code(await gql(t, PHOTOS, { userId: ids.seeker }, { token: staff }))).toBe('NOT_FOUND');
    const colleague = (await page(admin, ids.staff)).data!.profilePage;
    expect(colleague).toMatchObject({ isSelf: false, role: 'staff', settings: null, mobile: null, works: [] });
  });

  it('puts what the job seeker did on their own timeline, newest first: applied, saved, a new status', async () => {
    const job = await pickJob(t, {
      open: true,
      applyWay: 'internal',
      requiresCpa: false,
      ownerEmail: DEMO.employer[0],
    });
    const resume = await uploadResume(t, ayse, 'ayse.pdf');
    const applied = await apply(t, ayse, { jobApplicationsId: job.id, resumeFileId: resume });
    expect(applied.errors).toBeUndefined();
    const applicationId = applied.data!.createJobApplication.id;
    expect(
      (await gql(t, `mutation { likeJob(jobId: "${job.id}") { id } }`, {}, { token: ayse })).errors,
    ).toBeUndefined();
    const moved = await gql(
      t,
      `mutation { updateJobApplication(input: { id: "${applicationId}", status: "reviewing" }) { id } }`,
      {},
      { token: employer },
    );
    expect(moved.errors).toBeUndefined();

    const items = (await timeline(ayse)).data!.profileTimeline.items;
    const kinds = items.slice(0, 3).map((e) => e.kind);
    expect(kinds).toEqual(['status', 'saved', 'applied']);
    expect(items[0]).toMatchObject({ status: 'reviewing', job: { id: job.id, position: job.position } });
    const times = items.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // Unsaving takes the save off the timeline.
    await gql(t, `mutation { unlikeJob(jobId: "${job.id}") { id } }`, {}, { token: ayse });
    const after = (await timeline(ayse)).data!.profileTimeline.items;
    expect(after.some((e) => e.kind === 'saved' && e.job?.id === job.id)).toBe(false);
    expect(after.some((e) => e.kind === 'applied' && e.job?.id === job.id)).toBe(true);
  });

  it('shows an employer the jobs their company published', async () => {
    const items = (await timeline(employer, { limit: 50 })).data!.profileTimeline.items;
    expect(items.some((e) => e.kind === 'posted' && e.job)).toBe(true);
  });

  it('pages the timeline without skipping or repeating an entry', async () => {
    for (let i = 0; i < 4; i++) await post(seeker, `Paging post ${i}`);
    const all = (await timeline(seeker, { limit: 50 })).data!.profileTimeline.items.map((e) => e.id);
    const seen: string[] = [];
    let nextToken: string | undefined;
    do {
      const r = await timeline(seeker, { limit: 2, ...(nextToken ? { nextToken } : {}) });
      expect(r.errors).toBeUndefined();
      seen.push(...r.data!.profileTimeline.items.map((e) => e.id));
      nextToken = r.data!.profileTimeline.nextToken ?? undefined;
    } while (nextToken);
    expect(seen).toEqual(all);
    expect(code(await timeline(seeker, { nextToken: 'garbage' }))).toBe('BAD_USER_INPUT');
    expect(code(await timeline(seeker, { limit: 0 }))).toBe('BAD_USER_INPUT');
  });

  it('keeps a post plain text and refuses an empty or overlong one, writing nothing', async () => {
    const p = await post(seeker, '  <b>Hello</b>\u0007 team\n\n\n\nnew line  ');
    expect(p.content).toBe('<b>Hello</b> team\n\nnew line');
    expect(p).toMatchObject({ likeCount: 0, commentCount: 0, canDelete: true, author: { id: ids.seeker } });
    const before = (await timeline(seeker, { limit: 50 })).data!.profileTimeline.items.length;
    for (const [content, key] of [
      ['   ', 'profilePage.postRequired'],
      ['\u0007\u0001', 'profilePage.postRequired'],
      ['x'.repeat(1001), 'profilePage.postTooLong'],
    ] as const) {
      const r = await gql(t, CREATE, { input: { content } }, { token: seeker });
      expect(code(r)).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.extensions).toMatchObject({ messageKey: key });
    }
    expect((await timeline(seeker, { limit: 50 })).data!.profileTimeline.items.length).toBe(before);
    expect(code(await gql(t, CREATE, { input: { content: 'x' } }))).toBe('UNAUTHENTICATED');
  });

  it('never shows a colleague the owner’s activity, only their posts', async () => {
    const mine = await post(staff, 'A staff update for colleagues');
    const seen = (await timeline(admin, { userId: ids.staff, limit: 50 })).data!.profileTimeline.items;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((e) => e.kind === 'post' && e.post?.author.id === ids.staff)).toBe(true);
    expect(seen[0]!.post).toMatchObject({ id: mine.id, canDelete: false, canLike: true });
  });

  it('lets colleagues like and comment, and refuses both clearly once the owner closes them', async () => {
    const mine = await post(staff, 'Likes and comments welcome');
    const liked = await gql<{ likeProfilePost: Post }>(t, LIKE, { id: mine.id }, { token: admin });
    expect(liked.data!.likeProfilePost).toMatchObject({ likeCount: 1, likedByMe: true });
    // Liking twice counts once.
    expect(
      (await gql<{ likeProfilePost: Post }>(t, LIKE, { id: mine.id }, { token: admin })).data!.likeProfilePost
        .likeCount,
    ).toBe(1);
    const commented = await gql<{ commentOnProfilePost: Post }>(
      t,
      COMMENT,
      { input: { postId: mine.id, content: ' Nice one ' } },
      { token: admin },
    );
    expect(commented.data!.commentOnProfilePost.comments).toMatchObject([
      { content: 'Nice one', author: { id: ids.admin }, canDelete: true },
    ]);
    const badComment = await gql(t, COMMENT, { input: { postId: mine.id, content: ' ' } }, { token: admin });
    expect(badComment.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'profilePage.commentRequired',
    });

    const closed = await gql(t, SETTINGS, { input: { allowLikes: false, allowComments: false } }, { token: staff });
    expect(closed.data).toEqual({ updateProfileSettings: { allowLikes: false, allowComments: false } });
    expect((await page(admin, ids.staff)).data!.profilePage).toMatchObject({ canLike: false, canComment: false });
    const refusedLike = await gql(t, LIKE, { id: mine.id }, { token: seeker });
    expect(code(refusedLike)).toBe('NOT_FOUND');
    const like = await gql(t, LIKE, { id: mine.id }, { token: admin });
    expect(like.errors?.[0]).toMatchObject({
      message: 'The owner of this profile does not take likes on their posts',
      extensions: { code: 'FORBIDDEN', messageKey: 'profilePage.likesClosed' },
    });
    const comment = await gql(t, COMMENT, { input: { postId: mine.id, content: 'Again' } }, { token: admin });
    expect(comment.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      messageKey: 'profilePage.commentsClosed',
    });
    // The owner still may, and a like already given can be taken back.
    expect((await gql(t, LIKE, { id: mine.id }, { token: staff })).errors).toBeUndefined();
    const unliked = await gql<{ unlikeProfilePost: Post }>(t, UNLIKE, { id: mine.id }, { token: admin });
    expect(unliked.data!.unlikeProfilePost).toMatchObject({ likeCount: 1, likedByMe: false });
    const nothing = await gql(t, SETTINGS, { input: {} }, { token: staff });
    expect(nothing.errors?.[0]?.extensions).toMatchObject({ messageKey: 'profilePage.settingsRequired' });
    await gql(t, SETTINGS, { input: { allowLikes: true, allowComments: true } }, { token: staff });
  });

  it('counts each colleague who passes a post’s link on once, and shares only what others can open', async () => {
    const mine = await post(staff, 'Worth passing on');
    expect(mine).toMatchObject({ shareCount: 0, sharedByMe: false, canShare: true });
    const shared = await gql<{ shareProfilePost: Post }>(t, SHARE, { id: mine.id }, { token: admin });
    expect(shared.data!.shareProfilePost).toMatchObject({ shareCount: 1, sharedByMe: true });
    // Copying the link again counts once; the owner passing it on counts too.
    await gql(t, SHARE, { id: mine.id }, { token: admin });
    const byOwner = await gql<{ shareProfilePost: Post }>(t, SHARE, { id: mine.id }, { token: staff });
    expect(byOwner.data!.shareProfilePost).toMatchObject({ shareCount: 2, sharedByMe: true });
    // The count reads the same on the timeline, each viewer with their own "shared by me".
    const seen = (await timeline(admin, { userId: ids.staff, limit: 50 })).data!.profileTimeline.items;
    expect(seen.find((e) => e.post?.id === mine.id)?.post).toMatchObject({ shareCount: 2, sharedByMe: true });
    // The shared link opens the post alone for a colleague, and for no one else.
    const opened = await gql<{ profilePost: Post }>(t, ONE_POST, { id: mine.id }, { token: admin });
    expect(opened.data!.profilePost).toMatchObject({ id: mine.id, content: 'Worth passing on', shareCount: 2 });
    for (const token of [seeker, employer])
      expect(code(await gql(t, ONE_POST, { id: mine.id }, { token }))).toBe('NOT_FOUND');
    // A job seeker's page opens for no one else, so there is nothing to share.
    const own = await post(seeker, 'Just for me');
    expect(own.canShare).toBe(false);
    const refused = await gql(t, SHARE, { id: own.id }, { token: seeker });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Only you can open this page, so its posts cannot be shared',
      extensions: { code: 'FORBIDDEN', messageKey: 'profilePage.sharesClosed' },
    });
    expect(code(await gql(t, SHARE, { id: own.id }, { token: admin }))).toBe('NOT_FOUND');
    expect(code(await gql(t, SHARE, { id: 'not-an-id' }, { token: admin }))).toBe('NOT_FOUND');
    expect(code(await gql(t, SHARE, { id: mine.id }))).toBe('UNAUTHENTICATED');
    const count = await db().select().from(profilePostShares).where(eq(profilePostShares.postId, own.id));
    expect(count).toEqual([]);
  });

  it('refuses a job seeker’s post to anyone but its owner', async () => {
    const mine = await post(seeker, 'Only mine');
    for (const token of [ayse, staff, admin, employer]) {
      expect(code(await gql(t, LIKE, { id: mine.id }, { token }))).toBe('NOT_FOUND');
      expect(code(await gql(t, COMMENT, { input: { postId: mine.id, content: 'Hi' } }, { token }))).toBe('NOT_FOUND');
      expect(code(await gql(t, DELETE, { id: mine.id }, { token }))).toBe('NOT_FOUND');
    }
    expect((await gql(t, LIKE, { id: mine.id }, { token: seeker })).errors).toBeUndefined();
  });

  it('deletes a comment for its writer or the post’s owner, and a post for its owner only', async () => {
    const mine = await post(staff, 'Comment then delete');
    const byAdmin = (
      await gql<{ commentOnProfilePost: Post }>(
        t,
        COMMENT,
        { input: { postId: mine.id, content: 'First' } },
        { token: admin },
      )
    ).data!.commentOnProfilePost.comments[0]!;
    const byStaff = (
      await gql<{ commentOnProfilePost: Post }>(
        t,
        COMMENT,
        { input: { postId: mine.id, content: 'Second' } },
        { token: staff },
      )
    ).data!.commentOnProfilePost.comments[1]!;
    // The admin may not delete the owner's comment on the owner's post.
    expect(code(await gql(t, DELETE_COMMENT, { id: byStaff.id }, { token: admin }))).toBe('NOT_FOUND');
    const left = await gql<{ deleteProfileComment: Post }>(t, DELETE_COMMENT, { id: byAdmin.id }, { token: staff });
    expect(left.data!.deleteProfileComment.comments.map((c) => c.id)).toEqual([byStaff.id]);
    expect(code(await gql(t, DELETE, { id: mine.id }, { token: admin }))).toBe('NOT_FOUND');
    expect((await gql(t, DELETE, { id: mine.id }, { token: staff })).data).toEqual({ deleteProfilePost: mine.id });
    expect(await db().select().from(profilePostComments).where(eq(profilePostComments.postId, mine.id))).toEqual([]);
    expect(code(await gql(t, DELETE, { id: mine.id }, { token: staff }))).toBe('NOT_FOUND');
  });

  it('shows the person’s photo uploads', async () => {
    const up = await uploadFile(t, seeker, {
      kind: 'photo',
      bytes: pngBytes(),
      filename: 'me.png',
      contentType: 'image/png',
    });
    expect(up.statusCode).toBe(201);
    const { id } = up.json() as { id: string };
    const r = await gql<{ profilePhotos: { id: string; url: string }[] }>(t, PHOTOS, {}, { token: seeker });
    expect(r.data!.profilePhotos[0]).toMatchObject({ id, url: `/api/files/${id}` });
    const others = await gql<{ profilePhotos: { id: string }[] }>(t, PHOTOS, {}, { token: ayse });
    expect(others.data!.profilePhotos.some((p) => p.id === id)).toBe(false);
  });

  it('seeds demo posts, liked, commented on and passed on among the staff', async () => {
    const items = (await timeline(admin, { userId: ids.staff, limit: 50 })).data!.profileTimeline.items;
    const seeded = items.filter(
      (e) => e.post && e.post.likeCount > 0 && e.post.commentCount > 0 && e.post.shareCount > 0,
    );
    expect(seeded.length).toBeGreaterThan(0);
  });
});
