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
  it('replaces each graphql() call with its own document, imported from graphql.ts, and keeps TypeScript and JSX for Vite', async () => {
    const out = await transform(source, 'src/client/features/admin/admin-api.tsx');
    expect(out?.code).toMatch(/import \{ ModerationCountsDocument \} from "\.\.\/\.\.\/graphql\/graphql"/);
    expect(out?.code).toMatch(/import \{ StaffUserFieldsFragmentDoc \} from "\.\.\/\.\.\/graphql\/graphql"/);
    expect(out?.code).toContain('export const COUNTS = ModerationCountsDocument;');
    expect(out?.code).toContain('export const Fields = StaffUserFieldsFragmentDoc;');
    expect(out?.code).not.toContain('graphql(');
    expect(out?.code).toContain('(n: number): JSX.Element => <b>{n}</b>');
  });

  it('leaves other files alone: the generated folder, and sources without a graphql() call', async () => {
    expect(await transform(source, 'src/client/graphql/gql.ts')).toBeNull();
    expect(await transform('export const x = 1;', 'src/client/features/jobs/x.ts')).toBeNull();
  });
});
