import { z } from 'zod';
import { SEARCH_TEXT_MAX_LENGTH } from './constants.ts';
import { jobSearchQueryString, readJobSearchParams, type JobSearchParams } from './job-search-params.ts';
import { catalog } from './messages.ts';
import { JOB_ALERT_NAME_MAX_LENGTH, JOB_ALERT_TEXTS } from './job-alert-texts.ts';
export * from './job-alert-texts.ts';

// Job alerts: a saved search that mails the new jobs it finds. The search is kept exactly as the
// search page's URL holds it (keywords from the path, filters and sort from the query string),
// read with the same schema as the page, so an alert runs the very search its owner saw.

export const JOB_ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

/** The most new jobs one alert mail lists; the mail links to the search for the rest. */
export const JOB_ALERT_MAIL_MAX_JOBS = 20;
const QUERY_MAX_LENGTH = 2000;

export const JOB_ALERT_MESSAGES = catalog('jobAlerts', JOB_ALERT_TEXTS);
const M = JOB_ALERT_MESSAGES;

const nameSchema = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(JOB_ALERT_NAME_MAX_LENGTH, M.nameTooLong);
const frequencySchema = z.enum(JOB_ALERT_FREQUENCIES, { error: M.frequencyInvalid });

/** The alert dialog's form (name and frequency; the search comes from the page). */
export const jobAlertFormSchema = z.object({ name: nameSchema, frequency: frequencySchema });
export type JobAlertForm = z.infer<typeof jobAlertFormSchema>;

/**
 * createJobAlert's input: the search as the URL has it. `keywords` is the path segment ('' or
 * 'all' for none), `query` the query string (with or without '?'); both are read with the search
 * page's own schema, which drops what it does not know.
 */
export const createJobAlertSchema = jobAlertFormSchema.extend({
  keywords: z
    .string()
    .max(SEARCH_TEXT_MAX_LENGTH * 4, M.searchTooLong)
    .nullish(),
  query: z.string().max(QUERY_MAX_LENGTH, M.searchTooLong).nullish(),
});

export const updateJobAlertSchema = z
  .object({ name: nameSchema.nullish(), frequency: frequencySchema.nullish(), unsubscribed: z.boolean().nullish() })
  .refine((v) => v.name != null || v.frequency != null || v.unsubscribed != null, M.nothingToChange);

/** The stored form of a search: keywords ('' for none) and the query string in a stable order. */
export interface StoredJobSearch {
  keywords: string;
  query: string;
}

export function toStoredJobSearch(
  keywords: string | null | undefined,
  query: string | null | undefined,
): StoredJobSearch {
  const params = readJobSearchParams(keywords || undefined, new URLSearchParams(query ?? ''));
  return storedFromParams(params);
}

export function storedFromParams(params: JobSearchParams): StoredJobSearch {
  // `posted` ("in the last N days") is left out: an alert already asks for what is new since its last mail.
  return { keywords: params.keywords, query: jobSearchQueryString({ ...params, posted: undefined }).toString() };
}

/** The search of a stored alert, as the search page reads it. */
export const alertSearchParams = (search: StoredJobSearch): JobSearchParams =>
  readJobSearchParams(search.keywords || undefined, new URLSearchParams(search.query));

/** A name for an alert made from a search: its keywords, else a plain "Jobs". */
export function defaultAlertName(params: JobSearchParams, fallback: string): string {
  const words = params.keywords.trim();
  const place = params.location?.trim();
  const name = [words, place].filter(Boolean).join(' · ');
  return (name || fallback).slice(0, JOB_ALERT_NAME_MAX_LENGTH);
}
