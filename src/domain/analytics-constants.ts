// The analytics collector's constants, apart from its schemas: the page's tracker (in the first
// script every visitor loads) needs these without zod.

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
