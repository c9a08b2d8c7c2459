import { escapeHtml } from '../lib/html.ts';

/** Text for XML (sitemap, RSS): the five predefined entities, and no characters XML forbids. */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return escapeHtml(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')).replace(
    /&#39;/g,
    '&apos;',
  );
}

/**
 * JSON for a <script type="application/ld+json"> block. `<`, `>` and `&` become \u escapes, so
 * no value (a job title holding `</script>`, say) can close the script element or open a comment;
 * U+2028/2029 are escaped for old parsers. The JSON means the same to any JSON reader.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface HeadTags {
  title: string;
  description: string;
  url: string;
  image?: string;
  siteName: string;
  jsonLd?: unknown;
}

/**
 * index.html with the page's own title, description, Open Graph tags and JSON-LD, and the text
 * of each inline script it added (the Content-Security-Policy allows exactly those, by hash).
 */
export function withHeadTags(template: string, tags: HeadTags): { html: string; inlineScripts: string[] } {
  const inlineScripts = tags.jsonLd === undefined ? [] : [jsonForScript(tags.jsonLd)];
  const title = escapeHtml(tags.title);
  const description = escapeHtml(tags.description);
  const lines = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(tags.siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(tags.url)}" />`,
    ...(tags.image ? [`<meta property="og:image" content="${escapeHtml(tags.image)}" />`] : []),
    `<meta name="twitter:card" content="summary" />`,
    `<link rel="canonical" href="${escapeHtml(tags.url)}" />`,
    ...inlineScripts.map((script) => `<script type="application/ld+json">${script}</script>`),
  ];
  // Replacer functions: a `$&` or `$1` in a job title must stay literal text.
  let html = template.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${title}</title>`);
  if (/<meta\s+name="description"[^>]*>/i.test(html)) {
    html = html.replace(
      /<meta\s+name="description"[^>]*>/i,
      () => `<meta name="description" content="${description}" />`,
    );
  } else {
    lines.unshift(`<meta name="description" content="${description}" />`);
  }
  return { html: html.replace(/<\/head>/i, () => `    ${lines.join('\n    ')}\n  </head>`), inlineScripts };
}
