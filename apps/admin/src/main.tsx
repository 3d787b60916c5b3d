import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadAdminI18n, readStoredLocale } from './lib/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The remembered language's catalogue first, so the first render has its texts.
void loadAdminI18n(readStoredLocale()).then((i18n) =>
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  ),
);
