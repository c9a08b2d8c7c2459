// The job alert texts (with any limits they name), apart from the schemas: the client's first
// script carries every English text, and with them here it need not carry zod and the validators.

/** How many alerts one person may keep (enough for every search they care about, not a bulk mailer). */
export const JOB_ALERTS_MAX = 20;

export const JOB_ALERT_NAME_MAX_LENGTH = 100;

export const JOB_ALERT_TEXTS = {
  nameRequired: 'Give the alert a name',
  nameTooLong: `The name must be at most ${JOB_ALERT_NAME_MAX_LENGTH} characters`,
  frequencyInvalid: 'Choose daily or weekly',
  searchTooLong: 'The search is too long to save as an alert',
  tooMany: `You have ${JOB_ALERTS_MAX} job alerts, the most one person can keep. Delete one you no longer need first.`,
  duplicate: 'You already have an alert for this search.',
  notFound: 'The job alert was not found.',
  tokenInvalid:
    'This unsubscribe link is not valid. Open the link from the latest alert email, or sign in to manage your alerts.',
  nothingToChange: 'Say what to change: the name, the frequency or whether it mails you.',
} as const;
