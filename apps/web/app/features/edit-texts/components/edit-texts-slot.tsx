import { useAuth } from '@bar/session/use-auth';
import type { Locale } from '@bar/i18n';
import { lazy, Suspense } from 'react';

// Only staff (admin or superadmin of this tenant) load the editor: a guest's page never fetches
// its chunk.
const EditTexts = lazy(() => import('./edit-texts'));

/** The "edit texts" switch for staff signed in on the public site; nothing for anyone else. */
export function EditTextsSlot({ locale }: { locale: Locale }) {
  const { userRole } = useAuth();
  if (userRole !== 'admin' && userRole !== 'superadmin') return null;
  return (
    <Suspense fallback={null}>
      <EditTexts locale={locale} />
    </Suspense>
  );
}
