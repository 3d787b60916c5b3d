import type { ReactNode } from 'react';
import { AppFooter } from './app-footer';
import { AppHeader, type AppHeaderProps } from './app-header';

export function AdminLayout({ children, ...header }: AppHeaderProps & { children: ReactNode }) {
  return (
    <div className="app-shell">
      <AppHeader {...header} />
      <main className="app-main" id="main">
        {children}
      </main>
      <AppFooter />
    </div>
  );
}
