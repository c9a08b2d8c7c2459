/**
 * `npm start` builds the client only when what goes into it changed since the last build: the
 * client's and the shared domain's sources, the build configuration and the locked dependencies.
 * A restart with nothing changed then answers in seconds instead of waiting a minute for Vite.
 * `--force` builds regardless (`npm run build`), and still records what was built.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const clientInputs = [
  'src/client',
  'src/domain',
  'vite.config.ts',
  'scripts/vite-precompress.ts',
  'package-lock.json',
];

/** Files under a path, sorted, without tests (they are not in the bundle). */
function filesOf(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A digest of every input of the client's build under `root`: names and contents. */
export function clientSourceHash(root: string, inputs: readonly string[] = clientInputs): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesOf(root, input))) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

function main(): void {
  const root = path.resolve(import.meta.dirname, '..');
  const stampFile = path.join(root, 'dist', '.client-source-hash');
  const wanted = clientSourceHash(root);
  const built =
    existsSync(path.join(root, 'dist', 'client', 'index.html')) &&
    existsSync(path.join(root, 'dist', 'ssr', 'entry-server.cjs'));
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  const force = process.argv.includes('--force');
  if (!force && built && stamp === wanted) {
    console.log('The client is up to date (its sources have not changed since the last build).');
    return;
  }
  // The browser's build, then the server renderer of the public pages (src/client/entry-server.tsx).
  for (const args of [['build'], ['build', '--ssr', 'entry-server.tsx']]) {
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), ...args], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, `${wanted}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main();
