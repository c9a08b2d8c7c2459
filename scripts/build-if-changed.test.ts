import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clientSourceHash } from './build-if-changed.ts';

describe('the client source hash that decides whether npm start rebuilds', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const inputs = ['src/client', 'vite.config.ts'];

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stays the same when nothing changed and changes with a source, a new file or the config', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'build-hash-'));
    write('src/client/main.tsx', 'render()');
    write('vite.config.ts', 'export default {}');
    const first = clientSourceHash(root, inputs);
    expect(clientSourceHash(root, inputs)).toBe(first);

    write('src/client/main.tsx', 'render(); hydrate()');
    const edited = clientSourceHash(root, inputs);
    expect(edited).not.toBe(first);

    write('src/client/features/new-page.tsx', 'export {}');
    const added = clientSourceHash(root, inputs);
    expect(added).not.toBe(edited);

    write('vite.config.ts', 'export default { build: {} }');
    expect(clientSourceHash(root, inputs)).not.toBe(added);
  });

  it('ignores test files, which are not in the bundle, and files outside its inputs', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'build-hash-'));
    write('src/client/main.tsx', 'render()');
    const before = clientSourceHash(root, inputs);
    write('src/client/main.test.tsx', 'it()');
    write('src/server/app.ts', 'serve()');
    expect(clientSourceHash(root, inputs)).toBe(before);
  });
});
