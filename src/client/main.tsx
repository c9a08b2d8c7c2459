import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/i18n.ts';
import { App } from './app/app.tsx';
import { installStaleChunkReload } from './lib/stale-chunk-reload.ts';

installStaleChunkReload();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
