import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../../domain/enums.ts';
import { graphql } from '../../../graphql/gql.ts';
import type {
  HelpCenterFaqInput,
  HelpCenterFaqsQuery,
  HelpCenterGuideInput,
  HelpCenterGuidesQuery,
  HelpCenterSupportInput,
} from '../../../graphql/graphql.ts';
import { request } from '../../../lib/graphql-client.ts';

const CATEGORIES = graphql(`
  query HelpCenterCategories($language: Language) {
    helpCenterCategories(language: $language) {
      id
      kind
      slug
      title
      position
    }
  }
`);

const FAQS = graphql(`
  query HelpCenterFaqs($categorySlug: String, $language: Language) {
    helpCenterFaqs(categorySlug: $categorySlug, language: $language) {
      id
      categoryId
      question
      answer
      language
      position
      translations {
        language
        question
        answer
      }
    }
  }
`);

const GUIDES = graphql(`
  query HelpCenterGuides($categorySlug: String, $language: Language) {
    helpCenterGuides(categorySlug: $categorySlug, language: $language) {
      id
      categoryId
      slug
      title
      subtitle
      language
      position
    }
  }
`);

const GUIDE = graphql(`
  query HelpCenterGuide($slug: String!, $language: Language) {
    helpCenterGuide(slug: $slug, language: $language) {
      id
      categoryId
      slug
      title
      subtitle
      content
      language
      updatedAt
      translations {
        language
        title
        subtitle
        content
      }
    }
  }
`);

const SEARCH = graphql(`
  query SearchHelpCenter($query: String!, $language: Language) {
    searchHelpCenter(query: $query, language: $language) {
      faqs {
        id
        categoryId
        question
        answer
        language
      }
      guides {
        id
        categoryId
        slug
        title
        subtitle
        language
      }
    }
  }
`);

const CREATE_FAQ = graphql(`
  mutation CreateHelpCenterFaq($input: HelpCenterFaqInput!) {
    createHelpCenterFaq(input: $input) {
      id
    }
  }
`);
const UPDATE_FAQ = graphql(`
  mutation UpdateHelpCenterFaq($id: ID!, $input: HelpCenterFaqInput!) {
    updateHelpCenterFaq(id: $id, input: $input) {
      id
    }
  }
`);
const DELETE_FAQ = graphql(`
  mutation DeleteHelpCenterFaq($id: ID!) {
    deleteHelpCenterFaq(id: $id)
  }
`);
const REORDER_FAQS = graphql(`
  mutation ReorderHelpCenterFaqs($input: HelpCenterReorderInput!) {
    reorderHelpCenterFaqs(input: $input)
  }
`);
const CREATE_GUIDE = graphql(`
  mutation CreateHelpCenterGuide($input: HelpCenterGuideInput!) {
    createHelpCenterGuide(input: $input) {
      id
      slug
    }
  }
`);
const UPDATE_GUIDE = graphql(`
  mutation UpdateHelpCenterGuide($id: ID!, $input: HelpCenterGuideInput!) {
    updateHelpCenterGuide(id: $id, input: $input) {
      id
      slug
    }
  }
`);
const DELETE_GUIDE = graphql(`
  mutation DeleteHelpCenterGuide($id: ID!) {
    deleteHelpCenterGuide(id: $id)
  }
`);
const REORDER_GUIDES = graphql(`
  mutation ReorderHelpCenterGuides($input: HelpCenterReorderInput!) {
    reorderHelpCenterGuides(input: $input)
  }
`);
const SUPPORT = graphql(`
  mutation SendHelpCenterSupportRequest($input: HelpCenterSupportInput!, $language: Language) {
    sendHelpCenterSupportRequest(input: $input, language: $language) {
      id
      createdAt
    }
  }
`);

export type HelpFaq = HelpCenterFaqsQuery['helpCenterFaqs'][number];
export type HelpGuideSummary = HelpCenterGuidesQuery['helpCenterGuides'][number];

const KEY = ['helpCenter'] as const;

export function useHelpCategories(language: Language) {
  return useQuery({
    queryKey: [...KEY, 'categories', language],
    queryFn: ({ signal }) => request(CATEGORIES, { language }, signal).then((d) => d.helpCenterCategories),
    staleTime: 60_000,
  });
}

export function useHelpFaqs(language: Language, categorySlug?: string) {
  return useQuery({
    queryKey: [...KEY, 'faqs', language, categorySlug ?? null],
    queryFn: ({ signal }) =>
      request(FAQS, { language, categorySlug: categorySlug ?? null }, signal).then((d) => d.helpCenterFaqs),
  });
}

export function useHelpGuides(language: Language, categorySlug?: string) {
  return useQuery({
    queryKey: [...KEY, 'guides', language, categorySlug ?? null],
    queryFn: ({ signal }) =>
      request(GUIDES, { language, categorySlug: categorySlug ?? null }, signal).then((d) => d.helpCenterGuides),
  });
}

export function useHelpGuide(language: Language, slug: string) {
  return useQuery({
    queryKey: [...KEY, 'guide', language, slug],
    queryFn: ({ signal }) => request(GUIDE, { language, slug }, signal).then((d) => d.helpCenterGuide),
    retry: false,
  });
}

export function useHelpSearch(language: Language, query: string) {
  return useQuery({
    queryKey: [...KEY, 'search', language, query],
    queryFn: ({ signal }) => request(SEARCH, { language, query }, signal).then((d) => d.searchHelpCenter),
    enabled: query.trim().length > 0,
    placeholderData: (previous) => previous,
  });
}

/** The staff's changes; each refreshes every help center list. */
export function useHelpMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const opts = { onSuccess: refresh };
  return {
    createFaq: useMutation({ mutationFn: (input: HelpCenterFaqInput) => request(CREATE_FAQ, { input }), ...opts }),
    updateFaq: useMutation({
      mutationFn: ({ id, input }: { id: string; input: HelpCenterFaqInput }) => request(UPDATE_FAQ, { id, input }),
      ...opts,
    }),
    deleteFaq: useMutation({ mutationFn: (id: string) => request(DELETE_FAQ, { id }), ...opts }),
    reorderFaqs: useMutation({
      mutationFn: (input: { categoryId: string; ids: string[] }) => request(REORDER_FAQS, { input }),
      ...opts,
    }),
    createGuide: useMutation({
      mutationFn: (input: HelpCenterGuideInput) =>
        request(CREATE_GUIDE, { input }).then((d) => d.createHelpCenterGuide),
      ...opts,
    }),
    updateGuide: useMutation({
      mutationFn: ({ id, input }: { id: string; input: HelpCenterGuideInput }) =>
        request(UPDATE_GUIDE, { id, input }).then((d) => d.updateHelpCenterGuide),
      ...opts,
    }),
    deleteGuide: useMutation({ mutationFn: (id: string) => request(DELETE_GUIDE, { id }), ...opts }),
    reorderGuides: useMutation({
      mutationFn: (input: { categoryId: string; ids: string[] }) => request(REORDER_GUIDES, { input }),
      ...opts,
    }),
  };
}

export const sendSupportRequest = (input: HelpCenterSupportInput, language: Language) =>
  request(SUPPORT, { input, language }).then((d) => d.sendHelpCenterSupportRequest);
