import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './app/i18n.ts';
import { App } from './app/app.tsx';
import { installStaleChunkReload } from './lib/stale-chunk-reload.ts';

installStaleChunkReload();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
// The first paint is in the reader's language (its strings may still be on their way).
void i18nReady.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
