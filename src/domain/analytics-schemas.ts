import { z } from 'zod';
import { LANGUAGES } from './enums.ts';
import { catalog } from './messages.ts';
import { ANALYTICS_TEXTS, MAX_RANGE_DAYS } from './analytics-texts.ts';
export * from './analytics-texts.ts';

// The analytics collector's batch (client → POST /api/analytics/collect) and the dashboard's
// ranges. The same schemas check on both sides.

/** Only visitors who accepted analytics cookies send; the batch says so, and the server checks. */
export const ANALYTICS_CONSENT_MARKER = 'analytics';
/** A batch is sent when it holds this many events (and always when the page is hidden). */
export const ANALYTICS_BATCH_MAX = 20;
/** The first-party cookie holding the random visitor id. */
export const ANALYTICS_VISITOR_COOKIE = 'cpa_vid';
/** Inactivity that ends a visit. */
export const VISIT_GAP_MS = 30 * 60 * 1000;
/** Gender and age groups smaller than this are not shown. */
export const MIN_GROUP_SIZE = 10;
/** Events older than this (a tab asleep for days) are not counted. */
export const MAX_EVENT_AGE_MS = 24 * 60 * 60 * 1000;
export const MAX_IMPRESSIONS_PER_EVENT = 100;

const at = z.number().int().positive();

export const pageViewEventSchema = z
  .object({
    type: z.literal('view'),
    at,
    path: z
      .string()
      .min(1)
      .max(300)
      .regex(/^\/[^\s]*$/, 'The path must start with a slash.'),
    language: z.enum(LANGUAGES),
  })
  .strict();

export const impressionsEventSchema = z
  .object({
    type: z.literal('impressions'),
    at,
    count: z.number().int().min(1).max(MAX_IMPRESSIONS_PER_EVENT),
  })
  .strict();

export const analyticsEventSchema = z.discriminatedUnion('type', [pageViewEventSchema, impressionsEventSchema]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z
  .object({
    consent: z.literal(ANALYTICS_CONSENT_MARKER, { error: 'Analytics cookies were not accepted.' }),
    visitorId: z.uuid(),
    /** The signed-in person's access token (a beacon carries no headers), to count their profile's groups. */
    token: z.string().max(4096).optional(),
    events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
  })
  .strict();
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const ANALYTICS_PRESETS = ['last7', 'last30', 'last90', 'custom'] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];
export const PRESET_DAYS: Record<Exclude<AnalyticsPreset, 'custom'>, number> = { last7: 7, last30: 30, last90: 90 };

export const ANALYTICS_MESSAGES = catalog('analytics', ANALYTICS_TEXTS);
const M = ANALYTICS_MESSAGES;

const isoDay = z.iso.date();
export const analyticsRangeSchema = z
  .object({
    preset: z.enum(ANALYTICS_PRESETS),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .superRefine((r, ctx) => {
    if (r.preset !== 'custom') return;
    if (!r.from || !r.to) {
      ctx.addIssue({ code: 'custom', message: M.rangeIncomplete, path: ['from'] });
      return;
    }
    if (r.from > r.to) ctx.addIssue({ code: 'custom', message: M.rangeReversed, path: ['to'] });
    const days = (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 + 1;
    if (days > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', message: M.rangeTooLong, path: ['to'] });
  });
export type AnalyticsRangeInput = z.infer<typeof analyticsRangeSchema>;

const DAY_MS = 86_400_000;
export const isoDayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => isoDayOf(Date.parse(day) + n * DAY_MS);
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** The range's first and last day (UTC, inclusive) and the previous period of the same length. */
export function resolveRange(input: AnalyticsRangeInput, now: Date) {
  const today = isoDayOf(now.getTime());
  const [from, to] =
    input.preset === 'custom' ? [input.from!, input.to!] : [addDays(today, 1 - PRESET_DAYS[input.preset]), today];
  const length = daysBetween(from, to);
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1), days: length };
}
