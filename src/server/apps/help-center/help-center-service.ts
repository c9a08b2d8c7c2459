import { and, asc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../domain/enums.ts';
import {
  HELP_CENTER_MESSAGES as M,
  faqInputSchema,
  guideInputSchema,
  helpSearchSchema,
  reorderSchema,
  slugify,
  type FaqText,
  type GuideText,
  type HelpCenterCategoryKind,
} from '../../../domain/help-center-schemas.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/retry.ts';
import { helpCenterCategories, helpCenterFaqs, helpCenterGuides, type Translations } from '../../db/schema/index.ts';
import { ensureHelpCenterCategories } from './help-center-categories.ts';
import { AppError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validate.ts';
import { plainText, sanitizeGuideHtml } from './help-html.ts';

export type CategoryRow = typeof helpCenterCategories.$inferSelect;
export type FaqRow = typeof helpCenterFaqs.$inferSelect;
export type GuideRow = typeof helpCenterGuides.$inferSelect;

/** A text in the reader's language, else in English; and which language that is. */
export function inLanguage<T>(texts: Translations<T>, lang: Language): { text: T; language: Language } {
  const own = texts[lang];
  return own ? { text: own, language: lang } : { text: texts.en, language: 'en' };
}

const faqNotFound = () => new AppError('NOT_FOUND', M.faqNotFound);
const guideNotFound = () => new AppError('NOT_FOUND', M.guideNotFound);
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function listCategories(db: Db, kind?: HelpCenterCategoryKind | null): Promise<CategoryRow[]> {
  await ensureHelpCenterCategories(db);
  return db
    .select()
    .from(helpCenterCategories)
    .where(kind ? eq(helpCenterCategories.kind, kind) : undefined)
    .orderBy(asc(helpCenterCategories.kind), asc(helpCenterCategories.position));
}

async function categoryBySlug(db: Db, kind: HelpCenterCategoryKind, slug: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(helpCenterCategories)
    .where(and(eq(helpCenterCategories.kind, kind), eq(helpCenterCategories.slug, slug)))
    .limit(1);
  return row;
}

async function categoryOfKind(db: Db, kind: HelpCenterCategoryKind, id: string): Promise<CategoryRow> {
  const [row] = await db.select().from(helpCenterCategories).where(eq(helpCenterCategories.id, id)).limit(1);
  if (!row || row.kind !== kind) throw new AppError('BAD_USER_INPUT', M.categoryInvalid);
  return row;
}

/** A category's questions in their order; every question without a category slug. */
export async function listFaqs(db: Db, categorySlug?: string | null): Promise<FaqRow[]> {
  if (categorySlug) {
    const category = await categoryBySlug(db, 'faq', categorySlug);
    if (!category) return [];
    return db
      .select()
      .from(helpCenterFaqs)
      .where(eq(helpCenterFaqs.categoryId, category.id))
      .orderBy(asc(helpCenterFaqs.position), asc(helpCenterFaqs.createdAt));
  }
  return db.select().from(helpCenterFaqs).orderBy(asc(helpCenterFaqs.position), asc(helpCenterFaqs.createdAt));
}

export async function listGuides(db: Db, categorySlug?: string | null): Promise<GuideRow[]> {
  if (categorySlug) {
    const category = await categoryBySlug(db, 'guide', categorySlug);
    if (!category) return [];
    return db
      .select()
      .from(helpCenterGuides)
      .where(eq(helpCenterGuides.categoryId, category.id))
      .orderBy(asc(helpCenterGuides.position), asc(helpCenterGuides.createdAt));
  }
  return db.select().from(helpCenterGuides).orderBy(asc(helpCenterGuides.position), asc(helpCenterGuides.createdAt));
}

export async function getGuide(db: Db, slug: string): Promise<GuideRow> {
  const [row] = await db.select().from(helpCenterGuides).where(eq(helpCenterGuides.slug, slug)).limit(1);
  if (!row) throw guideNotFound();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Search: PostgreSQL full text in the reader's language (its stemmer: "başvurular" finds
// "başvuru"), plus the plain words and word beginnings (so "credi" finds "credit" while typing).

const TEXT_SEARCH_CONFIG: Record<Language, string> = { en: 'english', tr: 'turkish', ar: 'arabic' };
export const SEARCH_LIMIT = 10;

/** Word beginnings, for to_tsquery: only letters and digits, so nothing in it is syntax. */
function prefixQuery(q: string): string | null {
  const words = (q.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

function matchQuery(lang: Language, q: string): SQL {
  const config = sql.raw(`'${TEXT_SEARCH_CONFIG[lang]}'`);
  const prefix = prefixQuery(q);
  return sql`(websearch_to_tsquery(${config}, ${q}) || websearch_to_tsquery('simple', ${q})${
    prefix ? sql` || to_tsquery('simple', ${prefix})` : sql``
  })`;
}

function vectorOf(lang: Language, doc: SQL): SQL {
  const config = sql.raw(`'${TEXT_SEARCH_CONFIG[lang]}'`);
  return sql`(setweight(to_tsvector(${config}, ${doc}), 'A') || to_tsvector('simple', ${doc}))`;
}

/** The reader's text of a jsonb translations column, else the English one. */
const field = (
  column: typeof helpCenterFaqs.texts | typeof helpCenterGuides.texts,
  lang: Language,
  name: string,
): SQL => sql`coalesce(${column} -> ${lang} ->> ${name}, ${column} -> 'en' ->> ${name}, '')`;

export interface SearchResult {
  faqs: FaqRow[];
  guides: GuideRow[];
}

export async function searchHelpCenter(db: Db, lang: Language, query: unknown): Promise<SearchResult> {
  const q = parseInput(helpSearchSchema, query);
  if (!q) return { faqs: [], guides: [] };
  const tsq = matchQuery(lang, q);
  const faqDoc = sql`${field(helpCenterFaqs.texts, lang, 'question')} || ' ' || ${field(helpCenterFaqs.texts, lang, 'answer')}`;
  const faqVector = vectorOf(lang, faqDoc);
  // Guides' HTML: tags become spaces so words on both sides of one do not merge.
  const guideDoc = sql`${field(helpCenterGuides.texts, lang, 'title')} || ' ' || ${field(helpCenterGuides.texts, lang, 'subtitle')} || ' ' || regexp_replace(${field(helpCenterGuides.texts, lang, 'content')}, '<[^>]*>', ' ', 'g')`;
  const guideVector = vectorOf(lang, guideDoc);
  const [faqs, guides] = await Promise.all([
    db
      .select()
      .from(helpCenterFaqs)
      .where(sql`${faqVector} @@ ${tsq}`)
      .orderBy(sql`ts_rank(${faqVector}, ${tsq}) desc`, asc(helpCenterFaqs.position))
      .limit(SEARCH_LIMIT),
    db
      .select()
      .from(helpCenterGuides)
      .where(sql`${guideVector} @@ ${tsq}`)
      .orderBy(sql`ts_rank(${guideVector}, ${tsq}) desc`, asc(helpCenterGuides.position))
      .limit(SEARCH_LIMIT),
  ]);
  return { faqs, guides };
}

// ---------------------------------------------------------------------------------------------
// Staff editing. The policy (staff only) is checked by the caller (the GraphQL module).

function toTranslations<T extends { language: Language }>(items: T[]): Translations<Omit<T, 'language'>> {
  const out: Partial<Record<Language, Omit<T, 'language'>>> = {};
  for (const { language, ...rest } of items) out[language] = rest;
  return out as Translations<Omit<T, 'language'>>;
}

async function nextPosition(db: Db, table: typeof helpCenterFaqs | typeof helpCenterGuides, categoryId: string) {
  const [row] = await db
    .select({ top: max(table.position) })
    .from(table)
    .where(eq(table.categoryId, categoryId));
  return (row?.top ?? -1) + 1;
}

export async function createFaq(db: Db, input: unknown): Promise<FaqRow> {
  const data = parseInput(faqInputSchema, input);
  await categoryOfKind(db, 'faq', data.categoryId);
  const texts = toTranslations(data.translations) as Translations<FaqText>;
  const position = await nextPosition(db, helpCenterFaqs, data.categoryId);
  const [row] = await db.insert(helpCenterFaqs).values({ categoryId: data.categoryId, texts, position }).returning();
  return row!;
}

export async function updateFaq(db: Db, id: string, input: unknown): Promise<FaqRow> {
  const data = parseInput(faqInputSchema, input);
  if (!isUuid(id)) throw faqNotFound();
  const [existing] = await db.select().from(helpCenterFaqs).where(eq(helpCenterFaqs.id, id)).limit(1);
  if (!existing) throw faqNotFound();
  await categoryOfKind(db, 'faq', data.categoryId);
  const moved = existing.categoryId !== data.categoryId;
  const [row] = await db
    .update(helpCenterFaqs)
    .set({
      categoryId: data.categoryId,
      texts: toTranslations(data.translations) as Translations<FaqText>,
      ...(moved ? { position: await nextPosition(db, helpCenterFaqs, data.categoryId) } : {}),
    })
    .where(eq(helpCenterFaqs.id, id))
    .returning();
  return row!;
}

export async function deleteFaq(db: Db, id: string): Promise<FaqRow> {
  if (!isUuid(id)) throw faqNotFound();
  const [row] = await db.delete(helpCenterFaqs).where(eq(helpCenterFaqs.id, id)).returning();
  if (!row) throw faqNotFound();
  return row;
}

/** A unique slug for a guide: from its English title, numbered when taken. */
async function freeSlug(db: Db, title: string, except?: string): Promise<string> {
  const base = slugify(title) || 'guide';
  for (let n = 1; n < 1000; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db
      .select({ id: helpCenterGuides.id })
      .from(helpCenterGuides)
      .where(eq(helpCenterGuides.slug, slug))
      .limit(1);
    if (!taken || taken.id === except) return slug;
  }
  return `${base}-${Date.now()}`;
}

function guideTexts(items: (GuideText & { language: Language })[]): Translations<GuideText> {
  return toTranslations(items.map((t) => ({ ...t, content: sanitizeGuideHtml(t.content) }))) as Translations<GuideText>;
}

function requireContent(texts: Translations<GuideText>) {
  // Markup alone (say, a pasted <script>) is no text: nothing is saved.
  for (const t of Object.values(texts))
    if (t && !plainText(t.content)) throw new AppError('BAD_USER_INPUT', M.contentRequired);
}

export async function createGuide(db: Db, input: unknown): Promise<GuideRow> {
  const data = parseInput(guideInputSchema, input);
  await categoryOfKind(db, 'guide', data.categoryId);
  const texts = guideTexts(data.translations);
  requireContent(texts);
  const slug = await freeSlug(db, texts.en.title);
  const position = await nextPosition(db, helpCenterGuides, data.categoryId);
  const [row] = await db
    .insert(helpCenterGuides)
    .values({ categoryId: data.categoryId, slug, texts, position })
    .returning();
  return row!;
}

/** The slug stays as it was (links to the guide keep working when its title is reworded). */
export async function updateGuide(db: Db, id: string, input: unknown): Promise<GuideRow> {
  const data = parseInput(guideInputSchema, input);
  if (!isUuid(id)) throw guideNotFound();
  const [existing] = await db.select().from(helpCenterGuides).where(eq(helpCenterGuides.id, id)).limit(1);
  if (!existing) throw guideNotFound();
  await categoryOfKind(db, 'guide', data.categoryId);
  const texts = guideTexts(data.translations);
  requireContent(texts);
  const moved = existing.categoryId !== data.categoryId;
  const [row] = await db
    .update(helpCenterGuides)
    .set({
      categoryId: data.categoryId,
      texts,
      ...(moved ? { position: await nextPosition(db, helpCenterGuides, data.categoryId) } : {}),
    })
    .where(eq(helpCenterGuides.id, id))
    .returning();
  return row!;
}

export async function deleteGuide(db: Db, id: string): Promise<GuideRow> {
  if (!isUuid(id)) throw guideNotFound();
  const [row] = await db.delete(helpCenterGuides).where(eq(helpCenterGuides.id, id)).returning();
  if (!row) throw guideNotFound();
  return row;
}

/** Puts a category's items in the given order; the list must name each of them once. */
async function reorder(
  db: Db,
  table: typeof helpCenterFaqs | typeof helpCenterGuides,
  kind: HelpCenterCategoryKind,
  input: unknown,
): Promise<string[]> {
  const data = parseInput(reorderSchema, input);
  await categoryOfKind(db, kind, data.categoryId);
  // Two staff members reordering one category at once would each update its rows in the order
  // they chose, and so could hold the row the other waits for. Locking them all first, by id,
  // makes the second wait for the first and then apply its order whole (the last one wins).
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.categoryId, data.categoryId))
      .orderBy(asc(table.id))
      .for('update');
    const current = new Set(rows.map((r) => r.id));
    const given = new Set(data.ids);
    if (given.size !== data.ids.length || given.size !== current.size || data.ids.some((id) => !current.has(id)))
      throw new AppError('BAD_USER_INPUT', M.orderInvalid);
    for (const [position, id] of data.ids.entries())
      await tx
        .update(table)
        .set({ position })
        .where(and(eq(table.id, id), inArray(table.categoryId, [data.categoryId])));
    return data.ids;
  });
}

export const reorderFaqs = (db: Db, input: unknown) => reorder(db, helpCenterFaqs, 'faq', input);
export const reorderGuides = (db: Db, input: unknown) => reorder(db, helpCenterGuides, 'guide', input);
