import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import type { Plugin } from 'vite';

/** Our sources that may call the generated `graphql()`; the generated folder itself is not one. */
const SOURCE = /\/src\/client\/(?!graphql\/).*\.tsx?$/;

/**
 * Replaces each `graphql(`…`)` call with an import of that operation's own document from
 * `graphql.ts`, by the GraphQL code generator's own Babel plugin (its documentation's advice for
 * production builds). Without it every page that queries also loaded `gql.ts`, whose lookup map
 * holds every operation's text a second time as its keys (3.6 KB Brotli a page). Babel only
 * parses and rewrites those calls here; TypeScript and JSX are left to Vite as before.
 */
export function graphqlDocuments(artifactDirectory: string): Plugin {
  return {
    name: 'cpa-careers:graphql-documents',
    enforce: 'pre',
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
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
