import type { ClientPathName } from '../../domain/client-paths.ts';

/**
 * The module of each public page in the client's router (src/client/app/router/routes.tsx),
 * relative to src/client. Its chunk is announced in the page's HTML so the browser fetches it
 * while the main script loads, rather than only once the router has started and asked for it
 * (the waterfall of issue 16). Pages behind sign-in start with a guard and are left out.
 */
export const PUBLIC_PAGE_MODULES: Partial<Record<ClientPathName, string>> = {
  home: 'features/home/home-page.tsx',
  jobSearch: 'features/jobs/job-search-page.tsx',
  jobInfo: 'features/jobs/job-info-page.tsx',
  company: 'features/jobs/company-page.tsx',
  aboutUs: 'features/pages/about-us-page.tsx',
  privacyPolicy: 'features/pages/privacy-policy-page.tsx',
  terms: 'features/pages/terms-page.tsx',
};

/** Vite's build manifest (build.manifest): each source module's chunk and what it imports. */
export type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** The chunks (and style sheets) `key` needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: ViteManifest, keys: string[]): { files: Set<string>; css: Set<string> } {
  const files = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { files, css };
}

/**
 * The `<link>` tags that let the browser fetch a page's chunks in parallel with the main script:
 * what the page's module needs beyond what the entry already preloads. Empty for a page without
 * a known module or a build without a manifest.
 */
export function routePreloadTags(manifest: ViteManifest | undefined, page: ClientPathName | undefined): string {
  const module = page ? PUBLIC_PAGE_MODULES[page] : undefined;
  if (!manifest || !module || !manifest[module]) return '';
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const already = staticClosure(manifest, entries);
  const needed = staticClosure(manifest, [module]);
  const tags: string[] = [];
  for (const file of needed.files)
    if (!already.files.has(file)) tags.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
  for (const sheet of needed.css)
    if (!already.css.has(sheet)) tags.push(`<link rel="stylesheet" crossorigin href="/${sheet}">`);
  return tags.join('\n    ');
}
