import type { companies, employers, jobs, users } from './schema/index.ts';

/** The rows features pass between each other, named once beside the tables they come from. */
export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type EmployerRow = typeof employers.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
