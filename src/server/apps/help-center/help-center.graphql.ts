import type { Language } from '../../../domain/enums.ts';
import type { GraphqlContext } from '../../graphql/context.ts';
import type { GraphqlModule } from '../../graphql/module.ts';
import { requireStaff } from '../../policies/roles.ts';
import {
  createFaq,
  createGuide,
  deleteFaq,
  deleteGuide,
  getGuide,
  inLanguage,
  listCategories,
  listFaqs,
  listGuides,
  reorderFaqs,
  reorderGuides,
  searchHelpCenter,
  updateFaq,
  updateGuide,
  type CategoryRow,
  type FaqRow,
  type GuideRow,
} from './help-center-service.ts';
import { sendSupportRequest } from './support-request.ts';

/** The language asked for, else the signed-in person's own, else English. */
const readerLanguage = (ctx: GraphqlContext, asked: Language | null | undefined): Language =>
  asked ?? ctx.user?.language ?? 'en';

const toCategory = (row: CategoryRow, lang: Language) => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  title: inLanguage(row.title, lang).text,
  position: row.position,
});

const entries = <T>(texts: Partial<Record<Language, T>>) =>
  (Object.entries(texts) as [Language, T | undefined][]).flatMap(([language, t]) => (t ? [{ language, ...t }] : []));

const toFaq = (row: FaqRow, lang: Language) => {
  const { text, language } = inLanguage(row.texts, lang);
  return {
    id: row.id,
    categoryId: row.categoryId,
    question: text.question,
    answer: text.answer,
    language,
    position: row.position,
    translations: entries(row.texts),
  };
};

const toGuide = (row: GuideRow, lang: Language) => {
  const { text, language } = inLanguage(row.texts, lang);
  return {
    id: row.id,
    categoryId: row.categoryId,
    slug: row.slug,
    title: text.title,
    subtitle: text.subtitle,
    content: text.content,
    language,
    position: row.position,
    updatedAt: row.updatedAt.toISOString(),
    translations: entries(row.texts),
  };
};

export const helpCenterModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "A help center category: of questions (kind 'faq') or of guides (kind 'guide')."
    type HelpCenterCategory {
      id: ID!
      kind: String!
      slug: String!
      "In the reader's language."
      title: String!
      position: Int!
    }
    type HelpCenterFaqText {
      language: Language!
      question: String!
      answer: String!
    }
    "A frequently asked question, in the reader's language (English when not translated yet)."
    type HelpCenterFaq {
      id: ID!
      categoryId: ID!
      question: String!
      answer: String!
      "The language question and answer are in."
      language: Language!
      position: Int!
      "Every language it is written in (for the staff's editor)."
      translations: [HelpCenterFaqText!]!
    }
    type HelpCenterGuideText {
      language: Language!
      title: String!
      subtitle: String!
      content: String!
    }
    "A guide (sanitized HTML), in the reader's language (English when not translated yet)."
    type HelpCenterGuide {
      id: ID!
      categoryId: ID!
      slug: String!
      title: String!
      subtitle: String!
      content: String!
      language: Language!
      position: Int!
      updatedAt: String!
      translations: [HelpCenterGuideText!]!
    }
    type HelpCenterSearchResult {
      faqs: [HelpCenterFaq!]!
      guides: [HelpCenterGuide!]!
    }
    input HelpCenterFaqTextInput {
      language: Language!
      question: String!
      answer: String!
    }
    input HelpCenterFaqInput {
      categoryId: ID!
      "English is required; Turkish and Arabic when translated."
      translations: [HelpCenterFaqTextInput!]!
    }
    input HelpCenterGuideTextInput {
      language: Language!
      title: String!
      subtitle: String
      "HTML; sanitized before it is stored."
      content: String!
    }
    input HelpCenterGuideInput {
      categoryId: ID!
      translations: [HelpCenterGuideTextInput!]!
    }
    input HelpCenterReorderInput {
      categoryId: ID!
      "Every item of the category, in the new order."
      ids: [ID!]!
    }
    input HelpCenterSupportInput {
      name: String!
      email: String!
      subject: String!
      message: String!
    }
    type HelpCenterSupportReceipt {
      id: ID!
      createdAt: String!
    }
    extend type Query {
      "The help center's categories ('faq' or 'guide'; both when not given), in order."
      helpCenterCategories(kind: String, language: Language): [HelpCenterCategory!]!
      "The questions of a category (by slug), or every question."
      helpCenterFaqs(categorySlug: String, language: Language): [HelpCenterFaq!]!
      "The guides of a category (by slug), or every guide."
      helpCenterGuides(categorySlug: String, language: Language): [HelpCenterGuide!]!
      helpCenterGuide(slug: String!, language: Language): HelpCenterGuide!
      "Full-text search over the questions and guides in the reader's language."
      searchHelpCenter(query: String!, language: Language): HelpCenterSearchResult!
    }
    extend type Mutation {
      createHelpCenterFaq(input: HelpCenterFaqInput!): HelpCenterFaq!
      updateHelpCenterFaq(id: ID!, input: HelpCenterFaqInput!): HelpCenterFaq!
      deleteHelpCenterFaq(id: ID!): ID!
      reorderHelpCenterFaqs(input: HelpCenterReorderInput!): [ID!]!
      createHelpCenterGuide(input: HelpCenterGuideInput!): HelpCenterGuide!
      updateHelpCenterGuide(id: ID!, input: HelpCenterGuideInput!): HelpCenterGuide!
      deleteHelpCenterGuide(id: ID!): ID!
      reorderHelpCenterGuides(input: HelpCenterReorderInput!): [ID!]!
      "Sends a question to the portal's staff (guests too); throttled per address and account."
      sendHelpCenterSupportRequest(input: HelpCenterSupportInput!, language: Language): HelpCenterSupportReceipt!
    }
  `,
  resolvers: {
    Query: {
      helpCenterCategories: async (_root, { kind, language }, ctx) => {
        const lang = readerLanguage(ctx, language);
        const k = kind === 'faq' || kind === 'guide' ? kind : null;
        return (await listCategories(ctx.db, k)).map((c) => toCategory(c, lang));
      },
      helpCenterFaqs: async (_root, { categorySlug, language }, ctx) => {
        const lang = readerLanguage(ctx, language);
        return (await listFaqs(ctx.db, categorySlug)).map((f) => toFaq(f, lang));
      },
      helpCenterGuides: async (_root, { categorySlug, language }, ctx) => {
        const lang = readerLanguage(ctx, language);
        return (await listGuides(ctx.db, categorySlug)).map((g) => toGuide(g, lang));
      },
      helpCenterGuide: async (_root, { slug, language }, ctx) =>
        toGuide(await getGuide(ctx.db, slug), readerLanguage(ctx, language)),
      searchHelpCenter: async (_root, { query, language }, ctx) => {
        const lang = readerLanguage(ctx, language);
        const found = await searchHelpCenter(ctx.db, lang, query);
        return { faqs: found.faqs.map((f) => toFaq(f, lang)), guides: found.guides.map((g) => toGuide(g, lang)) };
      },
    },
    Mutation: {
      createHelpCenterFaq: async (_root, { input }, ctx) => {
        requireStaff(ctx);
        return toFaq(await createFaq(ctx.db, input), 'en');
      },
      updateHelpCenterFaq: async (_root, { id, input }, ctx) => {
        requireStaff(ctx);
        return toFaq(await updateFaq(ctx.db, id, input), 'en');
      },
      deleteHelpCenterFaq: async (_root, { id }, ctx) => {
        requireStaff(ctx);
        return (await deleteFaq(ctx.db, id)).id;
      },
      reorderHelpCenterFaqs: async (_root, { input }, ctx) => {
        requireStaff(ctx);
        return reorderFaqs(ctx.db, input);
      },
      createHelpCenterGuide: async (_root, { input }, ctx) => {
        requireStaff(ctx);
        return toGuide(await createGuide(ctx.db, input), 'en');
      },
      updateHelpCenterGuide: async (_root, { id, input }, ctx) => {
        requireStaff(ctx);
        return toGuide(await updateGuide(ctx.db, id, input), 'en');
      },
      deleteHelpCenterGuide: async (_root, { id }, ctx) => {
        requireStaff(ctx);
        return (await deleteGuide(ctx.db, id)).id;
      },
      reorderHelpCenterGuides: async (_root, { input }, ctx) => {
        requireStaff(ctx);
        return reorderGuides(ctx.db, input);
      },
      sendHelpCenterSupportRequest: async (_root, { input, language }, ctx) => {
        const row = await sendSupportRequest(
          {
            db: ctx.db,
            mailer: ctx.mailer,
            limiter: ctx.app.services.limiter,
            publicUrl: ctx.publicUrl,
            live: ctx.live,
            log: ctx.app.log,
          },
          ctx.user,
          ctx.ip,
          readerLanguage(ctx, language),
          input,
        );
        return { id: row.id, createdAt: row.createdAt.toISOString() };
      },
    },
  },
};
