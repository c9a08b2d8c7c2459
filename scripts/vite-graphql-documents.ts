import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import type { Plugin } from 'vite';

/** Our sources that may call the generated `graphql()`; the generated folder itself is not one. */
const SOURCE = /\/src\/client\/(?!graphql\/).*\.tsx?$/;

/** What a source imports a document as: `virtual:graphql-document/<export name>`. */
const PREFIX = 'virtual:graphql-document/';
/** The documents' shared class, as a module of its own. */
const CLASS_ID = 'virtual:graphql-document-class';

/**
 * The generated class, without its types: a document is a String whose `toString()` is the
 * operation's text (what the GraphQL client sends), with the generator's `__meta__` beside it.
 */
const CLASS_MODULE = `export class TypedDocumentString extends String {
  constructor(value, meta) { super(value); this.value = value; this.__meta__ = meta; }
  toString() { return this.value; }
}
`;

/** One `export const X = new TypedDocumentString(\`…\`, meta?) as unknown as …;` of graphql.ts. */
const DOCUMENT = /^export const (\w+) = new TypedDocumentString\((`[^`]*`)(?:, (\{[^\n]*?\}))?\) as unknown as /gm;

/** The generated documents by export name: their text (as a template literal) and meta, if any. */
function readDocuments(file: string): Map<string, { text: string; meta?: string }> {
  const documents = new Map<string, { text: string; meta?: string }>();
  for (const [, name, text, meta] of readFileSync(file, 'utf8').matchAll(DOCUMENT)) {
    documents.set(name!, { text: text!, meta });
  }
  return documents;
}

/**
 * Each `graphql(`…`)` call becomes an import of that operation's document alone.
 *
 * First the GraphQL code generator's own Babel plugin (its documentation's advice for production
 * builds) replaces the call with an import from `graphql.ts`; without it every page that queries
 * also loaded `gql.ts`, whose lookup map holds every operation's text a second time as its keys.
 * Then that import is pointed at a module holding just the one document: `graphql.ts` holds all
 * 221 of them, and a module used by many pages is bundled whole into a chunk they all load
 * (8 KB Brotli), whatever each page uses. The generated documents are self-contained (their
 * fragments are written out in each), so one needs nothing of the others. Babel only parses and
 * rewrites those calls here; TypeScript and JSX are left to Vite as before.
 */
export function graphqlDocuments(artifactDirectory: string): Plugin {
  const generated = path.join(artifactDirectory, 'graphql.ts');
  let cache: { mtimeMs: number; documents: Map<string, { text: string; meta?: string }> } | undefined;
  const documents = () => {
    const { mtimeMs } = statSync(generated);
    if (cache?.mtimeMs !== mtimeMs) cache = { mtimeMs, documents: readDocuments(generated) };
    return cache.documents;
  };
  return {
    name: 'cpa-careers:graphql-documents',
    enforce: 'pre',
    resolveId(id) {
      return id === CLASS_ID || id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${CLASS_ID}`) return CLASS_MODULE;
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const document = documents().get(name);
      if (!document) throw new Error(`${name} is not a document of ${generated}: run npm run codegen`);
      this.addWatchFile(generated);
      return `import { TypedDocumentString } from '${CLASS_ID}';
export const ${name} = new TypedDocumentString(${document.text}${document.meta ? `, ${document.meta}` : ''});
`;
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || !code.includes('graphql(')) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory, gqlTagName: 'graphql' }]],
      });
      if (!result?.code) return null;
      // The Babel plugin writes one import per document, from graphql.ts by a relative path.
      const own = result.code.replace(
        /^import \{ (\w+) \} from "(\.[^"]*\/graphql)";$/gm,
        (line, name: string, from: string) =>
          path.resolve(path.dirname(file), `${from}.ts`) === generated
            ? `import { ${name} } from "${PREFIX}${name}";`
            : line,
      );
      return { code: own, map: result.map };
    },
  };
}
