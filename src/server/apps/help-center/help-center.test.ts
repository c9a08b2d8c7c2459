import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MAX_PER_WINDOW } from '../../../domain/help-center-schemas.ts';
import {
  helpCenterFaqs,
  helpCenterGuides,
  helpCenterSupportRequests,
  mailboxMails,
  mailOutbox,
  notifications,
  users,
} from '../../db/schema/index.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { DEMO, gql, signInAs } from '../../test-support/graphql.ts';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test-support/test-app.ts';

const FAQ_FIELDS = 'id categoryId question answer language position translations { language question answer }';
const GUIDE_FIELDS = 'id categoryId slug title subtitle content language position';

interface Faq {
  id: string;
  categoryId: string;
  question: string;
  answer: string;
  language: string;
  position: number;
}
interface Guide {
  id: string;
  slug: string;
  title: string;
  content: string;
  language: string;
}
interface Category {
  id: string;
  kind: string;
  slug: string;
  title: string;
}

describe.each(testDatabaseKinds())('help center on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<'seeker' | 'employer' | 'staff' | 'admin', string> = {
    seeker: '',
    employer: '',
    staff: '',
    admin: '',
  };
  let categories: Category[];
  const db = () => t.app.services.database.db;
  const cat = (k: string, slug: string) => categories.find((c) => c.kind === k && c.slug === slug)!;
  const faqs = async (categorySlug: string | null, language = 'en') =>
    (
      await gql<{ helpCenterFaqs: Faq[] }>(
        t,
        `query ($c: String, $l: Language) { helpCenterFaqs(categorySlug: $c, language: $l) { ${FAQ_FIELDS} } }`,
        { c: categorySlug, l: language },
      )
    ).data!.helpCenterFaqs;
  const search = (query: string, language: string) =>
    gql<{ searchHelpCenter: { faqs: Faq[]; guides: Guide[] } }>(
      t,
      `query ($q: String!, $l: Language) { searchHelpCenter(query: $q, language: $l) { faqs { ${FAQ_FIELDS} } guides { ${GUIDE_FIELDS} } } }`,
      { q: query, l: language },
    );
  const createFaq = (input: unknown, token?: string) =>
    gql<{ createHelpCenterFaq: Faq }>(
      t,
      `mutation ($input: HelpCenterFaqInput!) { createHelpCenterFaq(input: $input) { ${FAQ_FIELDS} } }`,
      { input },
      { token },
    );
  const createGuide = (input: unknown, token?: string) =>
    gql<{ createHelpCenterGuide: Guide }>(
      t,
      `mutation ($input: HelpCenterGuideInput!) { createHelpCenterGuide(input: $input) { ${GUIDE_FIELDS} } }`,
      { input },
      { token },
    );
  const sendSupport = (input: unknown, token?: string) =>
    gql<{ sendHelpCenterSupportRequest: { id: string } }>(
      t,
      `mutation ($input: HelpCenterSupportInput!) { sendHelpCenterSupportRequest(input: $input, language: tr) { id createdAt } }`,
      { input },
      { token },
    );
  const faqCount = async () => (await db().select({ n: count() }).from(helpCenterFaqs))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedIfEmpty(db());
    [tokens.seeker, tokens.employer, tokens.staff, tokens.admin] = await Promise.all([
      signInAs(t, ...DEMO.seeker),
      signInAs(t, ...DEMO.employer),
      signInAs(t, ...DEMO.staff),
      signInAs(t, ...DEMO.admin),
    ]);
    const r = await gql<{ helpCenterCategories: Category[] }>(
      t,
      `query { helpCenterCategories(language: tr) { id kind slug title } }`,
    );
    categories = r.data!.helpCenterCategories;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('reading (guests too)', () => {
    it('has the five question and five guide categories of the specification, in the reader’s language', () => {
      expect(categories.filter((c) => c.kind === 'faq').map((c) => c.slug)).toEqual([
        'most-asked',
        'general-inquiries',
        'licenses',
        'payments',
        'support',
      ]);
      expect(categories.filter((c) => c.kind === 'guide').map((c) => c.slug)).toEqual([
        'getting-started',
        'projects',
        'settings',
        'payments',
        'your-account',
      ]);
      expect(cat('faq', 'payments').title).toBe('Ödemeler');
    });

    it('lists a category’s questions in the reader’s language, with the $20 minimum credit in payments', async () => {
      const en = await faqs('payments');
      expect(en.some((f) => f.answer.includes('$20'))).toBe(true);
      const tr = await faqs('payments', 'tr');
      expect(tr.map((f) => f.id)).toEqual(en.map((f) => f.id));
      expect(tr[0]!.language).toBe('tr');
      expect(tr[0]!.question).toMatch(/kredi/i);
      expect(await faqs('no-such-category')).toEqual([]);
    });

    it('opens a guide by its slug, and says when there is none', async () => {
      const r = await gql<{ helpCenterGuide: Guide }>(
        t,
        `query { helpCenterGuide(slug: "the-cpa-flag", language: ar) { ${GUIDE_FIELDS} } }`,
      );
      expect(r.data!.helpCenterGuide.language).toBe('ar');
      expect(r.data!.helpCenterGuide.title).toBe('علامة CPA');
      const missing = await gql(t, `query { helpCenterGuide(slug: "nope") { id } }`);
      expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('search', () => {
    it('finds Turkish questions by a word’s other forms (the Turkish stemmer) and by its beginning', async () => {
      const stem = await search('başvuru', 'tr');
      expect(stem.data!.searchHelpCenter.faqs.some((f) => f.question === 'Bir ilana nasıl başvururum?')).toBe(true);
      const prefix = await search('kred', 'tr');
      expect(prefix.data!.searchHelpCenter.faqs.some((f) => f.answer.includes('20 $'))).toBe(true);
      expect(prefix.data!.searchHelpCenter.faqs.every((f) => f.language === 'tr')).toBe(true);
    });

    it('searches guides too, in English and Arabic', async () => {
      const en = await search('moderation', 'en');
      expect(en.data!.searchHelpCenter.guides.map((g) => g.slug)).toContain('post-a-job');
      const ar = await search('CPA', 'ar');
      expect(ar.data!.searchHelpCenter.guides.map((g) => g.slug)).toContain('the-cpa-flag');
      expect(ar.data!.searchHelpCenter.faqs.length).toBeGreaterThan(0);
    });

    it('answers nothing for an empty or punctuation-only query, and refuses an over-long one', async () => {
      expect((await search('   ', 'en')).data!.searchHelpCenter).toEqual({ faqs: [], guides: [] });
      expect((await search('&|!:*()', 'en')).errors).toBeUndefined();
      const long = await search('x'.repeat(201), 'en');
      expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(long.errors?.[0]?.message).toMatch(/at most 200/);
    });
  });

  describe('staff editing', () => {
    it('creates a question in English only; readers of other languages get the English text', async () => {
      const r = await createFaq(
        {
          categoryId: cat('faq', 'support').id,
          translations: [{ language: 'en', question: 'Can I phone the staff?', answer: 'Use the support form.' }],
        },
        tokens.staff,
      );
      expect(r.errors).toBeUndefined();
      const created = r.data!.createHelpCenterFaq;
      const tr = await faqs('support', 'tr');
      const mine = tr.find((f) => f.id === created.id)!;
      expect(mine).toMatchObject({ language: 'en', question: 'Can I phone the staff?' });
      expect(mine.position).toBe(Math.max(...tr.map((f) => f.position)));
    });

    it('edits, reorders and deletes questions', async () => {
      const support = cat('faq', 'support');
      const before = await faqs('support');
      const target = before[0]!;
      const upd = await gql<{ updateHelpCenterFaq: Faq }>(
        t,
        `mutation ($id: ID!, $input: HelpCenterFaqInput!) { updateHelpCenterFaq(id: $id, input: $input) { ${FAQ_FIELDS} } }`,
        {
          id: target.id,
          input: {
            categoryId: support.id,
            translations: [
              { language: 'en', question: 'How do I reach the staff?', answer: 'Use the form.' },
              { language: 'tr', question: 'Ekibe nasıl ulaşırım?', answer: 'Formu kullanın.' },
            ],
          },
        },
        { token: tokens.admin },
      );
      expect(upd.data!.updateHelpCenterFaq.question).toBe('How do I reach the staff?');
      const reversed = [...before].reverse().map((f) => f.id);
      const re = await gql<{ reorderHelpCenterFaqs: string[] }>(
        t,
        `mutation ($input: HelpCenterReorderInput!) { reorderHelpCenterFaqs(input: $input) }`,
        { input: { categoryId: support.id, ids: reversed } },
        { token: tokens.staff },
      );
      expect(re.errors).toBeUndefined();
      expect((await faqs('support')).map((f) => f.id)).toEqual(reversed);
      // A list that leaves one out is refused, and nothing moves.
      const partial = await gql(
        t,
        `mutation ($input: HelpCenterReorderInput!) { reorderHelpCenterFaqs(input: $input) }`,
        { input: { categoryId: support.id, ids: reversed.slice(1) } },
        { token: tokens.staff },
      );
      expect(partial.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((await faqs('support')).map((f) => f.id)).toEqual(reversed);
      const del = await gql<{ deleteHelpCenterFaq: string }>(
        t,
        `mutation ($id: ID!) { deleteHelpCenterFaq(id: $id) }`,
        { id: target.id },
        { token: tokens.staff },
      );
      expect(del.data!.deleteHelpCenterFaq).toBe(target.id);
      expect((await faqs('support')).some((f) => f.id === target.id)).toBe(false);
      const again = await gql(
        t,
        `mutation ($id: ID!) { deleteHelpCenterFaq(id: $id) }`,
        { id: target.id },
        {
          token: tokens.staff,
        },
      );
      expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('stores a guide’s HTML sanitized, with a slug from its English title', async () => {
      const r = await createGuide(
        {
          categoryId: cat('guide', 'settings').id,
          translations: [
            {
              language: 'en',
              title: 'Dark mode & themes',
              subtitle: 'Easy on the eyes',
              content:
                '<p onclick="x()">Choose a theme.<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
            },
          ],
        },
        tokens.staff,
      );
      expect(r.errors).toBeUndefined();
      const guide = r.data!.createHelpCenterGuide;
      expect(guide.slug).toBe('dark-mode-themes');
      expect(guide.content).toMatch(/^<p>Choose a theme\.<\/p><a[^>]*>x<\/a>$/);
      expect(guide.content).not.toMatch(/script|onclick|javascript/);
      const markupOnly = await createGuide(
        {
          categoryId: cat('guide', 'settings').id,
          translations: [{ language: 'en', title: 'Empty', content: '<script>alert(1)</script>' }],
        },
        tokens.staff,
      );
      expect(markupOnly.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await db().select().from(helpCenterGuides).where(eq(helpCenterGuides.slug, 'empty'))).toEqual([]);
    });

    it('refuses bad input with clear messages and writes nothing', async () => {
      const n = await faqCount();
      const noEnglish = await createFaq(
        {
          categoryId: cat('faq', 'support').id,
          translations: [{ language: 'tr', question: 'Soru?', answer: 'Cevap.' }],
        },
        tokens.staff,
      );
      expect(noEnglish.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        messageKey: 'helpCenter.englishRequired',
      });
      const blank = await createFaq(
        { categoryId: cat('faq', 'support').id, translations: [{ language: 'en', question: ' ', answer: 'A' }] },
        tokens.staff,
      );
      expect(blank.errors?.[0]?.message).toMatch(/Write the question/);
      const guideCategory = await createFaq(
        { categoryId: cat('guide', 'settings').id, translations: [{ language: 'en', question: 'Q?', answer: 'A.' }] },
        tokens.staff,
      );
      expect(guideCategory.errors?.[0]?.extensions).toMatchObject({ messageKey: 'helpCenter.categoryInvalid' });
      const twice = await createFaq(
        {
          categoryId: cat('faq', 'support').id,
          translations: [
            { language: 'en', question: 'Q?', answer: 'A.' },
            { language: 'en', question: 'Q2?', answer: 'A2.' },
          ],
        },
        tokens.staff,
      );
      expect(twice.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await faqCount()).toBe(n);
    });

    it('refuses editing to guests, job seekers and employers', async () => {
      const input = {
        categoryId: cat('faq', 'support').id,
        translations: [{ language: 'en', question: 'Sneaky?', answer: 'Yes.' }],
      };
      const n = await faqCount();
      expect((await createFaq(input)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await createFaq(input, tokens.seeker)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await createFaq(input, tokens.employer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const [one] = await faqs('support');
      const del = await gql(
        t,
        `mutation ($id: ID!) { deleteHelpCenterFaq(id: $id) }`,
        { id: one!.id },
        {
          token: tokens.seeker,
        },
      );
      expect(del.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(await faqCount()).toBe(n);
    });
  });

  describe('the support form', () => {
    const input = {
      name: 'Ayşe Demir',
      email: 'ayse.support@example.com',
      subject: 'CPA claim pending',
      message: 'My CPA claim has been pending for a week. Could you check it?',
    };

    it('stores the request and mails every staff member and admin', async () => {
      const r = await sendSupport(input);
      expect(r.errors).toBeUndefined();
      const [row] = await db()
        .select()
        .from(helpCenterSupportRequests)
        .where(eq(helpCenterSupportRequests.id, r.data!.sendHelpCenterSupportRequest.id));
      expect(row).toMatchObject({
        name: 'Ayşe Demir',
        email: 'ayse.support@example.com',
        language: 'tr',
        userId: null,
      });
      const mails = await db()
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, '[Help center] CPA claim pending'));
      const to = mails.map((m) => m.toAddress);
      expect(to).toEqual(expect.arrayContaining([DEMO.staff[0], DEMO.admin[0]]));
      expect(to).not.toContain(DEMO.seeker[0]);
      expect(mails[0]!.textBody).toContain('pending for a week');
      expect(mails[0]!.headers).toEqual({ 'Reply-To': 'ayse.support@example.com' });

      // And in each staff member's workspace mailbox, from the person who wrote, with a notification.
      const inbox = await db()
        .select({
          owner: users.email,
          folder: mailboxMails.folder,
          from: mailboxMails.fromPerson,
          text: mailboxMails.contentText,
          id: mailboxMails.id,
        })
        .from(mailboxMails)
        .innerJoin(users, eq(users.id, mailboxMails.ownerId))
        .where(eq(mailboxMails.subject, '[Help center] CPA claim pending'));
      expect(inbox.map((m) => m.owner)).toEqual(expect.arrayContaining([DEMO.staff[0], DEMO.admin[0]]));
      expect(inbox.map((m) => m.owner)).not.toContain(DEMO.seeker[0]);
      expect(inbox[0]).toMatchObject({
        folder: 'inbox',
        from: { name: 'Ayşe Demir', email: 'ayse.support@example.com' },
      });
      expect(inbox[0]!.text).toContain('pending for a week');
      const [note] = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.link, `/apps/mailbox?mail=${inbox[0]!.id}`));
      expect(note?.description).toBe('[Help center] CPA claim pending');
    });

    it('refuses a bad address or a too short message, and stores nothing', async () => {
      const n = (await db().select({ n: count() }).from(helpCenterSupportRequests))[0]!.n;
      const badEmail = await sendSupport({ ...input, email: 'not-an-address' }, tokens.seeker);
      expect(badEmail.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        messageKey: 'common.emailInvalid',
      });
      const short = await sendSupport({ ...input, message: 'Help' }, tokens.seeker);
      expect(short.errors?.[0]?.extensions).toMatchObject({ messageKey: 'helpCenter.messageTooShort' });
      expect((await db().select({ n: count() }).from(helpCenterSupportRequests))[0]!.n).toBe(n);
    });

    it('stops one address after a few messages in an hour', async () => {
      await t.app.services.limiter.reset('help-support:ip:127.0.0.1');
      for (let i = 0; i < SUPPORT_MAX_PER_WINDOW; i += 1)
        expect((await sendSupport({ ...input, subject: `Flood ${i}` })).errors).toBeUndefined();
      const over = await sendSupport({ ...input, subject: 'Flood over' });
      expect(over.errors?.[0]?.extensions).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        messageKey: 'helpCenter.tooManyRequests',
      });
      const stored = await db()
        .select()
        .from(helpCenterSupportRequests)
        .where(eq(helpCenterSupportRequests.subject, 'Flood over'));
      expect(stored).toEqual([]);
      await t.app.services.limiter.reset('help-support:ip:127.0.0.1');
    });
  });
});
