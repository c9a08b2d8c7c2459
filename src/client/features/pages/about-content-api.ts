import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../domain/enums.ts';
import { graphql } from '../../graphql/gql.ts';
import { request } from '../../lib/graphql-client.ts';

const ABOUT = graphql(`
  query AboutContent($id: ID!) {
    getJobSeekerContent(id: $id) {
      aboutUs
    }
  }
`);

/** The about-us text staff edit on /admin/content, as paragraphs (blank lines between them). */
export function useAboutParagraphs(lang: Language) {
  return useQuery({
    queryKey: ['content', `home-${lang}`, 'aboutUs'],
    queryFn: ({ signal }) =>
      request(ABOUT, { id: `home-${lang}` }, signal).then((d) =>
        (d.getJobSeekerContent?.aboutUs ?? '')
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean),
      ),
    staleTime: 60_000,
  });
}
