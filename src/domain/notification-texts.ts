// The notification texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

export const NOTIFICATIONS_PAGE_MAX = 50;

export const NOTIFICATION_TEXTS = {
  notFound: 'The notification was not found.',
  limitInvalid: `Ask for 1 to ${NOTIFICATIONS_PAGE_MAX} notifications at a time.`,
  nextTokenInvalid: 'The page token is not valid; pass back the nextToken of the previous page as it was.',
  readInvalid: 'Say whether the notification is read (true or false).',
} as const;
