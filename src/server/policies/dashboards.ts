import { forbidden } from '../lib/errors.ts';
import type { UserRow } from '../db/rows.ts';
import { isAdmin, requireStaff, type Viewer } from './roles.ts';

// The dashboards are the body's own tools: staff and admins read them; only admins change the
// project's budget. Each person trades only in their own crypto wallets (decided in the service).

export const requireDashboardViewer = (viewer: Viewer): UserRow => requireStaff(viewer);

export function requireBudgetEditor(viewer: Viewer): UserRow {
  const user = requireStaff(viewer);
  if (!isAdmin(user)) throw forbidden('Only administrators can change the budget.');
  return user;
}
