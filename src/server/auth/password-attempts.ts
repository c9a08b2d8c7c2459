import type { RateLimitRule } from '../config.ts';
import { tooManyRequests } from '../lib/errors.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';

/** After `after` failures at one account from anywhere, each further try waits a little longer. */
export interface PasswordDelayRule {
  after: number;
  stepMs: number;
  maxMs: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Guesses at a password (sign-in, deleting the account, changing the password). An address that
 * fails too often is refused (429), and so is one address guessing at one account; but nobody can
 * lock someone else out of their account from another address: failures at an account from
 * many addresses only slow each further try down, up to a few seconds.
 */
export function createPasswordAttempts(
  limiter: RateLimiter,
  rule: RateLimitRule,
  delay: PasswordDelayRule,
  wait: (ms: number) => Promise<void> = sleep,
) {
  const keys = (action: string, account: string, ip: string) => ({
    ip: `${action}:ip:${ip}`,
    pair: `${action}:account:${account}:ip:${ip}`,
    account: `${action}:account:${account}`,
  });
  return {
    async before(action: string, account: string, ip: string): Promise<void> {
      const k = keys(action, account, ip);
      for (const key of [k.ip, k.pair]) {
        const state = await limiter.peek(key);
        if (state.count >= rule.max) throw tooManyRequests(state.resetInMs / 1000);
      }
      const { count } = await limiter.peek(k.account);
      if (count >= delay.after) await wait(Math.min(delay.maxMs, delay.stepMs * (count - delay.after + 1)));
    },
    async failed(action: string, account: string, ip: string): Promise<void> {
      const k = keys(action, account, ip);
      for (const key of [k.ip, k.pair, k.account]) await limiter.hit(key, rule);
    },
    async succeeded(action: string, account: string, ip: string): Promise<void> {
      const k = keys(action, account, ip);
      await limiter.reset(k.pair);
      await limiter.reset(k.account);
    },
    /** A new password (by reset) clears the account's failures. */
    async clearAccount(action: string, account: string): Promise<void> {
      await limiter.reset(keys(action, account, '').account);
    },
  };
}
export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;
