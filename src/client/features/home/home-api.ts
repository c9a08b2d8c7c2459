import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../domain/enums.ts';
import { graphql } from '../../graphql/gql.ts';
import type { FeaturedCompaniesQuery } from '../../graphql/graphql.ts';
import { request } from '../../lib/graphql-client.ts';

const CONTENT = graphql(`
  query HomeContent($id: ID!) {
    getJobSeekerContent(id: $id) {
      bannerTitle
      bannerImage
    }
  }
`);

const FEATURED = graphql(`
  query FeaturedCompanies {
    listCompanies(filter: { featured: { eq: true } }, limit: 8) {
      items {
        id
        name
        logo
        industry
        city
        openJobCount
      }
    }
  }
`);

export type FeaturedCompany = FeaturedCompaniesQuery['listCompanies']['items'][number];

/** The banner of the home page in the interface language (JobSeekerContent `home-<lang>`). */
export function useHomeContent(lang: Language) {
  return useQuery({
    queryKey: ['content', `home-${lang}`],
    queryFn: ({ signal }) => request(CONTENT, { id: `home-${lang}` }, signal).then((d) => d.getJobSeekerContent),
    staleTime: 5 * 60_000,
  });
}

export function useFeaturedCompanies() {
  return useQuery({
    queryKey: ['companies', 'featured'],
    queryFn: ({ signal }) => request(FEATURED, {}, signal).then((d) => d.listCompanies.items),
    staleTime: 5 * 60_000,
  });
}
