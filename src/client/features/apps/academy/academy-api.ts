import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../domain/enums.ts';
import { graphql } from '../../../graphql/gql.ts';
import type { AcademyCourseInput, AcademyCourseQuery, AcademyCoursesQuery } from '../../../graphql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';

const CATEGORIES = graphql(`
  query AcademyCategories($language: Language) {
    academyCategories(language: $language) {
      id
      slug
      title
      color
    }
  }
`);

const COURSES = graphql(`
  query AcademyCourses($filter: AcademyCourseFilter, $language: Language) {
    academyCourses(filter: $filter, language: $language) {
      id
      slug
      categoryId
      title
      description
      duration
      totalSteps
      featured
      updatedAt
      progress {
        currentStep
        completed
        started
      }
    }
  }
`);

const COURSE = graphql(`
  query AcademyCourse($slug: String!, $language: Language) {
    academyCourse(slug: $slug, language: $language) {
      id
      slug
      categoryId
      title
      description
      duration
      totalSteps
      featured
      updatedAt
      activeStep
      progress {
        currentStep
        completed
        started
      }
      steps {
        order
        title
        subtitle
        content
      }
      translations {
        language
        title
        description
      }
    }
  }
`);

const SAVE_PROGRESS = graphql(`
  mutation SaveAcademyProgress($input: AcademyProgressInput!) {
    saveAcademyProgress(input: $input) {
      id
      activeStep
      progress {
        currentStep
        completed
        started
      }
    }
  }
`);

const CREATE = graphql(`
  mutation CreateAcademyCourse($input: AcademyCourseInput!) {
    createAcademyCourse(input: $input) {
      id
      slug
    }
  }
`);
const UPDATE = graphql(`
  mutation UpdateAcademyCourse($id: ID!, $input: AcademyCourseInput!) {
    updateAcademyCourse(id: $id, input: $input) {
      id
      slug
    }
  }
`);
const DELETE = graphql(`
  mutation DeleteAcademyCourse($id: ID!) {
    deleteAcademyCourse(id: $id)
  }
`);

export type CourseSummary = AcademyCoursesQuery['academyCourses'][number];
export type CourseDetail = AcademyCourseQuery['academyCourse'];
export interface CourseFilter {
  categorySlug: string | null;
  search: string;
  hideCompleted: boolean;
}

const KEY = ['academy'] as const;

export function useAcademyCategories(language: Language) {
  return useQuery({
    queryKey: [...KEY, 'categories', language],
    queryFn: ({ signal }) => request(CATEGORIES, { language }, signal).then((d) => d.academyCategories),
    staleTime: 60_000,
  });
}

export function useAcademyCourses(language: Language, filter: CourseFilter) {
  return useQuery({
    queryKey: [...KEY, 'courses', language, filter],
    queryFn: ({ signal }) =>
      request(
        COURSES,
        {
          language,
          filter: {
            categorySlug: filter.categorySlug,
            search: filter.search || null,
            hideCompleted: filter.hideCompleted,
          },
        },
        signal,
      ).then((d) => d.academyCourses),
    placeholderData: (previous) => previous,
  });
}

export function useAcademyCourse(language: Language, slug: string) {
  return useQuery({
    queryKey: [...KEY, 'course', language, slug],
    queryFn: ({ signal }) => request(COURSE, { language, slug }, signal).then((d) => d.academyCourse),
    retry: false,
  });
}

/** Saves the reader's place; the lists learn of it when they are next shown. */
export function useSaveProgress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { courseId: string; currentStep: number; completed: boolean }) =>
      request(SAVE_PROGRESS, { input }).then((d) => d.saveAcademyProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'courses'] }),
  });
}

export function useCourseMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  return {
    create: useMutation({
      mutationFn: (input: AcademyCourseInput) => request(CREATE, { input }).then((d) => d.createAcademyCourse),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: AcademyCourseInput }) =>
        request(UPDATE, { id, input }).then((d) => d.updateAcademyCourse),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => request(DELETE, { id }),
      onSuccess: refresh,
    }),
  };
}
