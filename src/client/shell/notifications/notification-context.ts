import { createContext, useContext } from 'react';

export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

export interface NotifyOptions {
  severity?: NotificationSeverity;
  /** 'snackbar' hides by itself after 2000 ms; 'toast' stacks at the bottom corner. */
  variant?: 'snackbar' | 'toast';
}

export interface NotificationContextValue {
  notify(message: string, options?: NotifyOptions): void;
}

export const NotificationContext = createContext<NotificationContextValue | null>(null);

export function useNotify(): NotificationContextValue['notify'] {
  const value = useContext(NotificationContext);
  if (!value) throw new Error('useNotify must be used inside <NotificationProvider>');
  return value.notify;
}
