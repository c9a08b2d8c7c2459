import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { tsQuery, type Words } from './job-search-sql.ts';

/** A misspelt word is searched as itself or any of this many most similar title words. */
const TYPO_CANDIDATES = 3;
/** At most this many words of a query are corrected. */
const TYPO_WORDS = 8;

/** The words of a query a correction looks at: not the excluded ones, nor the search syntax's `or`. */
const correctedText = (q: string) =>
  q
    .split(/\s+/)
    .filter((token) => !token.startsWith('-') && token.toLowerCase() !== 'or')
    .join(' ');

/**
 * Whether the job's title holds a word like one of the query's (trigram similarity, as the
 * correction looks them up): its title words are the ones that, coming or going, can change
 * what the query is corrected to, or whether it is.
 */
export const titleWordsLike = (q: string) =>
  sql`exists (select 1 from unnest(job_title_word_list(${jobs.position}, ${jobs.companyName})) w
              where w % any(tsvector_to_array(to_tsvector('simple', ${correctedText(q)}))))`;

/**
 * The words a correction searches: each group is a word of the query and the title words like
 * it (`correctTypos`); a job matches when it holds, for every group, the word or one of those.
 */
export const correctionWords = (groups: string[][], text: string): Words => ({
  query: sql`(${sql.join(
    groups.map((group) => sql`(${sql.join(group.map(tsQuery), sql` || `)})`),
    sql` && `,
  )})`,
  text,
  excludes: false,
});

/** Corrected words, and the groups they were made of (kept with an answer: see `searchFoundBy`). */
export type CorrectedWords = Words & { groups: string[][] };

/**
 * Typo tolerance ("acountant"): each word of the query that is not a word of any open job's
 * title or company name is searched as itself OR one of the few title words most like it
 * (trigram similarity, looked up in the small `job_title_words` table the triggers of
 * migration 0009 keep). Words found as they are stay as they are. The result is an ordinary
 * full-text query for the text index, so a typo costs what a keyword search costs; null when
 * no word has a close title word (nothing to correct). Excluded words (`-word`) and the
 * operators of the search syntax are left out of the corrected query.
 */
export async function correctTypos(db: Db, q: string): Promise<CorrectedWords | null> {
  const plain = correctedText(q);
  const result = await db.execute<{ word: string; candidates: string[] | null }>(sql`
    select q.word, c.candidates
    from unnest(tsvector_to_array(to_tsvector('simple', ${plain}))) with ordinality as q(word, n)
    left join lateral (
      select array_agg(t.word order by similarity(t.word, q.word) desc, t.jobs desc, t.word) as candidates
      from (select word, jobs from job_title_words
            where word % q.word and not exists (select 1 from job_title_words e where e.word = q.word)
            order by similarity(word, q.word) desc, jobs desc, word limit ${TYPO_CANDIDATES}) t
    ) c on true
    order by q.n limit ${TYPO_WORDS}`);
  if (!result.rows.some((r) => r.candidates?.length)) return null;
  // Each word: itself (it may be in descriptions) or its candidates; all words must match.
  const groups = result.rows.map((r) => [r.word, ...(r.candidates ?? [])]);
  // Ranked by likeness to the closest correction of each word.
  const text = result.rows.map((r) => r.candidates?.[0] ?? r.word).join(' ');
  return { ...correctionWords(groups, text), groups };
}
