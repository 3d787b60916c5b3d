import { AuthFooterEntries } from '@bar/ui/auth/auth-footer-entries';
import { paths } from '../../config/paths';

export function AppFooter() {
  return (
    <footer className="app-footer">
      <AuthFooterEntries
        loginHref={paths.login}
        accountHref={paths.admin}
        adminHref={paths.admin}
      />
    </footer>
  );
}
