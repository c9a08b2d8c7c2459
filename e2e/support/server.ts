/** The server of the running test file (started by file-server.ts before the file's tests). */
let current: { baseUrl: string; dataDir: string } | undefined;

export function setServer(server: { baseUrl: string; dataDir: string }) {
  current = server;
}

function server() {
  if (!current)
    throw new Error('No server yet: the browser tests start one in e2e/support/file-server.ts (setupFiles).');
  return current;
}

/** Where this file's server listens, e.g. http://127.0.0.1:39211. */
export const baseUrl = () => server().baseUrl;
/** This file's server's data folder (mail as .eml files, uploads). */
export const dataDir = () => server().dataDir;
