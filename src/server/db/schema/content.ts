import { pgTable, text } from 'drizzle-orm/pg-core';
import { languageEnum } from './enums.ts';
import { timestamps } from './users.ts';

// The home and about pages' editable content, one row per language (id is e.g. 'home-en').
export const jobSeekerContents = pgTable('job_seeker_contents', {
  id: text('id').primaryKey(),
  language: languageEnum('language').notNull().default('en'),
  bannerTitle: text('banner_title').notNull().default(''),
  bannerImage: text('banner_image').notNull().default(''),
  aboutUs: text('about_us').notNull().default(''),
  ...timestamps,
});
