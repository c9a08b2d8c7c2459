import { z } from 'zod';

/**
 * Every record's id is a UUID; one schema checks them all. The loose 8-4-4-4-12 hex form (z.guid) is what
 * PostgreSQL's uuid type takes, so an id that passes never makes the database throw, and a seeded id of
 * any version still passes.
 */
export const idSchema = z.guid({ error: 'The id is not valid.' });

export const isId = (value: unknown): value is string => idSchema.safeParse(value).success;

/** The same id check with its own message (a message key or English words) for the field it guards. */
export const idNamed = (error: string) => z.guid({ error });
