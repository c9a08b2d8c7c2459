import { ESLint } from 'eslint';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run lint` must fail on an import that crosses a layer or closes a circle. These lint
// made-up files (placed where a real one would be) with the project's own eslint.config.js.

const root = resolve(import.meta.dirname, '..');
// no-cycle reads the linted file from disk, which these made-up files are not; the cycle test below
// writes real files instead.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: join(root, 'eslint.config.js'),
  overrideConfig: { rules: { 'import/no-cycle': 'off' } },
});

async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('import/')).map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'a client feature using another feature’s internals',
      'src/client/features/home/probe.ts',
      "import { JobCard } from '../jobs/job-card.tsx';",
    ],
    [
      'a client feature importing app/',
      'src/client/features/home/probe.ts',
      "import { App } from '../../app/app.tsx';",
    ],
    [
      'the shell importing a feature',
      'src/client/shell/probe.ts',
      "import { JobCard } from '../features/jobs/index.ts';",
    ],
    [
      'components/ importing the shell',
      'src/client/components/probe.ts',
      "import { ShellThemeProvider } from '../shell/theme/shell-theme-provider.tsx';",
    ],
    ['the client importing server code', 'src/client/lib/probe.ts', "import { buildApp } from '../../server/app.ts';"],
    ['domain/ importing the server', 'src/domain/probe.ts', "import { AppError } from '../server/lib/errors.ts';"],
    [
      'a server feature using another feature’s internals',
      'src/server/applications/probe.ts',
      "import { toJob } from '../jobs/job-mapper.ts';",
    ],
    ['lib/ importing a feature', 'src/server/lib/probe.ts', "import { toJob } from '../jobs/index.ts';"],
    ['a feature importing the composition root', 'src/server/jobs/probe.ts', "import { buildApp } from '../app.ts';"],
    [
      'production code importing test-support/',
      'src/server/jobs/probe.ts',
      "import { gql } from '../test-support/graphql.ts';",
    ],
  ])('refuses %s', async (_what, file, code) => {
    expect(await problemsOf(file, `${code}\nexport {};\n`)).toEqual([expect.stringContaining('restricted zone')]);
  });

  it.each([
    [
      'a client feature using another through its index.ts',
      'src/client/features/home/probe.ts',
      "import { JobCard } from '../jobs/index.ts';",
    ],
    [
      'a client feature using components/ and lib/',
      'src/client/features/home/probe.ts',
      "import { PageBand } from '../../components/page-band.tsx';\nimport { formatDate } from '../../lib/format-date.ts';",
    ],
    [
      'a server feature using another through its index.ts',
      'src/server/applications/probe.ts',
      "import { toJob } from '../jobs/index.ts';",
    ],
    [
      'a server feature using policies/ and lib/',
      'src/server/jobs/probe.ts',
      "import { isStaff } from '../policies/roles.ts';\nimport { badInput } from '../lib/errors.ts';",
    ],
    [
      'a test using test-support/',
      'src/server/jobs/probe.test.ts',
      "import { gql } from '../test-support/graphql.ts';",
    ],
  ])('allows %s', async (_what, file, code) => {
    expect(await problemsOf(file, `${code}\nexport {};\n`)).toEqual([]);
  });
});

describe('import cycles', () => {
  // A cycle needs both files on disk, so they are written to a scratch tree linted with our config.
  const scratch = mkdtempSync(join(tmpdir(), 'lint-cycle-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('refuses two modules that import each other', async () => {
    mkdirSync(join(scratch, 'src/server/lib'), { recursive: true });
    writeFileSync(join(scratch, 'src/server/lib/a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
    writeFileSync(join(scratch, 'src/server/lib/b.ts'), "import { a } from './a.ts';\nexport const b = () => a;\n");
    const inScratch = new ESLint({ cwd: scratch, overrideConfigFile: join(root, 'eslint.config.js') });
    const results = await inScratch.lintFiles(['src/server/lib/a.ts']);
    expect(results[0]?.messages.map((m) => m.ruleId)).toContain('import/no-cycle');
  });
});
