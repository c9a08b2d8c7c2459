import type { Language } from '../../../domain/enums.ts';
import type { GraphqlContext } from '../../graphql/context.ts';
import type { GraphqlModule } from '../../graphql/module.ts';
import { requestLoader } from '../../graphql/request-loader.ts';
import { requireStaff, requireUser } from '../../policies/roles.ts';
import {
  createCourse,
  deleteCourse,
  getCourse,
  inLanguage,
  listCategories,
  listCourses,
  saveProgress,
  updateCourse,
  type CategoryRow,
  type CourseWithProgress,
} from './academy-service.ts';

/** The language asked for, else the signed-in person's own, else English. */
const readerLanguage = (ctx: GraphqlContext, asked: Language | null | undefined): Language =>
  asked ?? ctx.user?.language ?? 'en';

const toCategory = (row: CategoryRow, lang: Language) => ({
  id: row.id,
  slug: row.slug,
  title: inLanguage(row.title, lang),
  color: row.color,
});

const toCourse = ({ course, progress }: CourseWithProgress, lang: Language) => {
  const text = inLanguage(course.texts, lang);
  const last = course.steps.length - 1;
  const currentStep = Math.min(progress?.currentStep ?? 0, last);
  return {
    id: course.id,
    slug: course.slug,
    categoryId: course.categoryId,
    title: text.title,
    description: text.description,
    duration: course.duration,
    totalSteps: course.steps.length,
    featured: course.featured,
    updatedAt: course.updatedAt.toISOString(),
    progress: { currentStep, completed: progress?.completed ?? false, started: progress !== null },
    activeStep: currentStep,
    steps: course.steps.map((s, order) => ({ ...s, order })),
    translations: (Object.entries(course.texts) as [Language, { title: string; description: string }][]).map(
      ([language, t]) => ({ language, ...t }),
    ),
  };
};

/** A course as the resolvers hand it on; its category's slug is a field of its own. */
export type GraphqlAcademyCourse = ReturnType<typeof toCourse>;

const CATEGORY_SLUGS = Symbol('academy category slugs');

/** A course's category slug: the few categories are read once for the whole answer. */
const categorySlugs = (ctx: GraphqlContext) =>
  requestLoader<string, string>(ctx, CATEGORY_SLUGS, async (ids) => {
    const slugById = new Map((await listCategories(ctx.db)).map((c) => [c.id, c.slug]));
    return ids.map((id) => slugById.get(id) ?? new Error(`No academy category ${id}`));
  });

export const academyModule: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    "An academy category (the template's web, android, firebase, cloud; and continuing education)."
    type AcademyCategory {
      id: ID!
      slug: String!
      "In the reader's language."
      title: String!
      "The chip's colour, #rrggbb."
      color: String!
    }
    "Where the signed-in person is in a course (their own; nobody else's is ever shown)."
    type AcademyProgress {
      "0-based index of the step they are on."
      currentStep: Int!
      completed: Boolean!
      "Whether they have opened it at all."
      started: Boolean!
    }
    type AcademyStep {
      "0-based position."
      order: Int!
      title: String!
      subtitle: String!
      "Sanitized HTML."
      content: String!
    }
    type AcademyCourseText {
      language: Language!
      title: String!
      description: String!
    }
    "A course, its title and description in the reader's language (English when not translated)."
    type AcademyCourse {
      id: ID!
      slug: String!
      categoryId: ID!
      "The category's slug (web, android, firebase, cloud, cpe)."
      category: String!
      title: String!
      description: String!
      "Minutes."
      duration: Int!
      totalSteps: Int!
      featured: Boolean!
      updatedAt: String!
      progress: AcademyProgress!
      "The step to open the course on (the reader's current one)."
      activeStep: Int!
      steps: [AcademyStep!]!
      "Every language its title and description are written in (for the staff's editor)."
      translations: [AcademyCourseText!]!
    }
    input AcademyCourseFilter {
      categorySlug: String
      "Words of the title or description."
      search: String
      "Leave out the courses the reader completed."
      hideCompleted: Boolean
    }
    input AcademyProgressInput {
      courseId: ID!
      currentStep: Int!
      completed: Boolean
    }
    input AcademyCourseTextInput {
      language: Language!
      title: String!
      description: String!
    }
    input AcademyStepInput {
      title: String!
      subtitle: String
      "HTML; sanitized before it is stored."
      content: String!
    }
    input AcademyCourseInput {
      categoryId: ID!
      duration: Int!
      featured: Boolean
      "English is required; Turkish and Arabic when translated."
      translations: [AcademyCourseTextInput!]!
      "In order."
      steps: [AcademyStepInput!]!
    }
    extend type Query {
      academyCategories(language: Language): [AcademyCategory!]!
      "The courses, featured first, with the reader's own progress."
      academyCourses(filter: AcademyCourseFilter, language: Language): [AcademyCourse!]!
      academyCourse(slug: String!, language: Language): AcademyCourse!
    }
    extend type Mutation {
      "Saves the reader's place in a course (their own record only)."
      saveAcademyProgress(input: AcademyProgressInput!): AcademyCourse!
      createAcademyCourse(input: AcademyCourseInput!): AcademyCourse!
      updateAcademyCourse(id: ID!, input: AcademyCourseInput!): AcademyCourse!
      deleteAcademyCourse(id: ID!): ID!
    }
  `,
  resolvers: {
    Query: {
      academyCategories: async (_root, { language }, ctx) => {
        requireUser(ctx);
        const lang = readerLanguage(ctx, language);
        return (await listCategories(ctx.db)).map((c) => toCategory(c, lang));
      },
      academyCourses: async (_root, { filter, language }, ctx) => {
        const user = requireUser(ctx);
        const lang = readerLanguage(ctx, language);
        return (await listCourses(ctx.db, user.id, lang, filter)).map((c) => toCourse(c, lang));
      },
      academyCourse: async (_root, { slug, language }, ctx) => {
        const user = requireUser(ctx);
        return toCourse(await getCourse(ctx.db, user.id, slug), readerLanguage(ctx, language));
      },
    },
    AcademyCourse: {
      category: (course, _args, ctx) => categorySlugs(ctx).load(course.categoryId),
    },
    Mutation: {
      saveAcademyProgress: async (_root, { input }, ctx) => {
        const user = requireUser(ctx);
        return toCourse(await saveProgress(ctx.db, user.id, input), readerLanguage(ctx, null));
      },
      createAcademyCourse: async (_root, { input }, ctx) => {
        const user = requireStaff(ctx);
        return toCourse(await createCourse(ctx.db, user.id, input), 'en');
      },
      updateAcademyCourse: async (_root, { id, input }, ctx) => {
        const user = requireStaff(ctx);
        return toCourse(await updateCourse(ctx.db, user.id, id, input), 'en');
      },
      deleteAcademyCourse: async (_root, { id }, ctx) => {
        requireStaff(ctx);
        return deleteCourse(ctx.db, id);
      },
    },
  },
};
