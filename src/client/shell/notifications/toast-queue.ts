import type { NotificationSeverity } from './notification-context.ts';

/** At most five toasts at once (SPEC section 9); the oldest gives way to the newest. */
export const MAX_TOASTS = 5;

export interface Toast {
  id: number;
  message: string;
  severity: NotificationSeverity;
}

export function pushToast(toasts: readonly Toast[], toast: Toast, max = MAX_TOASTS): Toast[] {
  return [...toasts, toast].slice(-max);
}
