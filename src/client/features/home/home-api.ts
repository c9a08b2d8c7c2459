import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../domain/enums.ts';
import { graphql } from '../../lib/graphql-client.ts';

export interface HomeContent {
  bannerTitle: string;
  bannerImage: string;
}

export interface FeaturedCompany {
  id: string;
  name: string;
  logo: string | null;
  industry: string | null;
  city: string | null;
  openJobCount: number;
}

const CONTENT = /* GraphQL */ `
  query HomeContent($id: ID!) {
    getJobSeekerContent(id: $id) { bannerTitle bannerImage }
  }
`;

const FEATURED = /* GraphQL */ `
  query FeaturedCompanies {
    listCompanies(filter: { featured: { eq: true } }, limit: 8) { items { id name logo industry city openJobCount } }
  }
`;

/** The banner of the home page in the interface language (JobSeekerContent `home-<lang>`). */
export function useHomeContent(lang: Language) {
  return useQuery({
    queryKey: ['content', `home-${lang}`],
    queryFn: ({ signal }) => graphql<{ getJobSeekerContent: HomeContent | null }>(CONTENT, { id: `home-${lang}` }, signal).then((d) => d.getJobSeekerContent),
    staleTime: 5 * 60_000,
  });
}

export function useFeaturedCompanies() {
  return useQuery({
    queryKey: ['companies', 'featured'],
    queryFn: ({ signal }) => graphql<{ listCompanies: { items: FeaturedCompany[] } }>(FEATURED, {}, signal).then((d) => d.listCompanies.items),
    staleTime: 5 * 60_000,
  });
}
