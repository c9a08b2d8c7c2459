/** Today as a calendar day (YYYY-MM-DD) where the person is. */
export function todayLocal(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A due day past and the task still open. */
export const isOverdue = (task: { dueDate?: string | null; completed: boolean }, today = todayLocal()): boolean =>
  Boolean(task.dueDate && !task.completed && task.dueDate < today);

/** A due day in the interface language ("23 Nov"), read as that calendar day wherever the person is. */
export function formatDueDate(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}
