import type { UserRow } from '../db/rows.ts';

// Job alerts are private to the person who saved them: nobody else reads, changes or deletes
// one (not staff either; an alert holds nothing they need). Another person's alert is "not found".

export const canManageJobAlert = (viewer: UserRow, alert: { userId: string }): boolean => viewer.id === alert.userId;
