// The dashboards' clock: the service functions take `now`, the GraphQL resolvers ask this, and the
// tests set it to a fixed instant so "yesterday", "this week" and "last year" are known days.

let current: () => Date = () => new Date();

export const dashboardNow = (): Date => current();

/** Tests: fix the clock (or give undefined to go back to the real one). */
export function setDashboardClock(now: (() => Date) | undefined): void {
  current = now ?? (() => new Date());
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the instant's day. The dashboards count days in UTC. */
export const startOfUtcDay = (d: Date): Date => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
export const addDays = (d: Date, days: number): Date => new Date(d.getTime() + days * DAY_MS);
export const dayKey = (d: Date): string => d.toISOString().slice(0, 10);
/** Monday of the instant's week (ISO weeks), at midnight UTC. */
export const startOfUtcWeek = (d: Date): Date => {
  const day = startOfUtcDay(d);
  return addDays(day, -((day.getUTCDay() + 6) % 7));
};
