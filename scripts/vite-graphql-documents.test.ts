import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { graphqlDocuments } from './vite-graphql-documents.ts';

const root = path.resolve(import.meta.dirname, '..');
const artifacts = path.join(root, 'src/client/graphql');

async function transform(code: string, file: string) {
  const plugin = graphqlDocuments(artifacts);
  const hook = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
  return hook(code, path.join(root, file));
}

const source = `import { graphql } from '../../graphql/gql.ts';
export const COUNTS = graphql(\`
  query ModerationCounts {
    moderationCounts { companies }
  }
\`);
export const Fields = graphql(\`
  fragment StaffUserFields on StaffUser { id }
\`);
export const view = (n: number): JSX.Element => <b>{n}</b>;
`;

describe('the GraphQL documents plugin', () => {
  it('replaces each graphql() call with an import of its own document alone, and keeps TypeScript and JSX for Vite', async () => {
    const out = await transform(source, 'src/client/features/admin/admin-api.tsx');
    expect(out?.code).toContain(
      'import { ModerationCountsDocument } from "virtual:graphql-document/ModerationCountsDocument";',
    );
    expect(out?.code).toContain(
      'import { StaffUserFieldsFragmentDoc } from "virtual:graphql-document/StaffUserFieldsFragmentDoc";',
    );
    expect(out?.code).not.toMatch(/from "[^"]*\/graphql\/graphql"/);
    expect(out?.code).toContain('export const COUNTS = ModerationCountsDocument;');
    expect(out?.code).toContain('export const Fields = StaffUserFieldsFragmentDoc;');
    expect(out?.code).not.toContain('graphql(');
    expect(out?.code).toContain('(n: number): JSX.Element => <b>{n}</b>');
  });

  it('serves each document as a module of its own, the same text and meta as graphql.ts, fragments written out', async () => {
    const generated = await import('../src/client/graphql/graphql.ts');
    const plugin = graphqlDocuments(artifacts);
    const resolve = plugin.resolveId as (id: string) => string | null;
    const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => string | null;
    const watched: string[] = [];
    const context = { addWatchFile: (file: string) => void watched.push(file) };
    for (const name of ['CompaniesForReviewDocument', 'StaffCompanyFieldsFragmentDoc'] as const) {
      const id = resolve(`virtual:graphql-document/${name}`);
      expect(id).toBe(`\0virtual:graphql-document/${name}`);
      const code = load.call(context, id!)!;
      // Run as a module would be: the class from its own module, then the one document.
      const { TypedDocumentString } = (await import(
        `data:text/javascript,${encodeURIComponent(load.call(context, resolve('virtual:graphql-document-class')!)!)}`
      )) as { TypedDocumentString: new (value: string, meta?: unknown) => { toString(): string; __meta__?: unknown } };
      const body = code.replace(/^import .*\n/, '').replace(`export const ${name} = `, 'return ');
      const document = new Function('TypedDocumentString', body)(TypedDocumentString) as {
        toString(): string;
        __meta__?: unknown;
      };
      expect(document.toString()).toBe(generated[name].toString());
      expect(document.__meta__).toEqual((generated[name] as unknown as { __meta__?: unknown }).__meta__);
      expect(code).not.toContain('graphql/graphql');
    }
    // A query using a fragment carries the fragment's text itself.
    expect(load.call(context, '\0virtual:graphql-document/CompaniesForReviewDocument')).toContain(
      'fragment StaffCompanyFields on StaffCompany',
    );
    expect(watched).toContain(path.join(artifacts, 'graphql.ts'));
    expect(() => load.call(context, '\0virtual:graphql-document/NoSuchDocument')).toThrow(/not a document/);
    expect(resolve('./somewhere-else.ts')).toBeNull();
  });

  it('leaves other files alone: the generated folder, and sources without a graphql() call', async () => {
    expect(await transform(source, 'src/client/graphql/gql.ts')).toBeNull();
    expect(await transform('export const x = 1;', 'src/client/features/jobs/x.ts')).toBeNull();
  });
});
