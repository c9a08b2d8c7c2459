import path from 'node:path';

/** The built client the servers serve; E2E_CLIENT_DIR lets several builds be tested side by side. */
export const clientDir = () => path.resolve(process.env.E2E_CLIENT_DIR ?? 'dist/client');

/** Where global-setup.ts leaves the seeded database's dump and the seed's data folder. */
export function templateFiles(templateDir: string) {
  return { database: path.join(templateDir, 'database.tar'), dataDir: path.join(templateDir, 'data') };
}
