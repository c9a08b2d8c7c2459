import sanitizeHtml from 'sanitize-html';
import { updateJobSeekerContentSchema } from '../../domain/moderation-schemas.ts';
import type { Db } from '../db/client.ts';
import { jobSeekerContents } from '../db/schema/index.ts';

/**
 * About-us is plain paragraphs (a blank line between them): any markup pasted in is removed,
 * so the public pages can show it as text without trusting it.
 */
export function plainParagraphs(text: string): string {
  const stripped = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
  // sanitize-html escapes what it keeps; the field is text, so turn the entities back.
  const decoded = stripped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return decoded
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n\n');
}

/** The home page's banner and the about-us text, one record per language (id home-<lang>). */
export function createContentService(db: Db) {
  return {
    async update(input: unknown) {
      const { language, bannerTitle, bannerImage, aboutUs } = updateJobSeekerContentSchema.parse(input);
      const values = { bannerTitle, bannerImage, aboutUs: plainParagraphs(aboutUs) };
      const [row] = await db
        .insert(jobSeekerContents)
        .values({ id: `home-${language}`, language, ...values })
        .onConflictDoUpdate({ target: jobSeekerContents.id, set: { ...values, updatedAt: new Date() } })
        .returning();
      return { ...row!, updatedAt: row!.updatedAt.toISOString() };
    },
  };
}
