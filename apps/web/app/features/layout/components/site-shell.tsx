import { type ReactNode, Suspense } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';

type SiteShellProps = {
  children: ReactNode;
  /** Page header (the public header, or the kiosk's without navigation). */
  header: ReactNode;
  /** Page footer (public footer or the kiosk's session controls). */
  footer?: ReactNode;
};

export const MAIN_ID = 'main';

/**
 * Page chrome: skip link, header, the landmark the skip link targets, and the footer.
 *
 * Header, page and footer are each a Suspense boundary: React then hydrates them one after
 * another, each with its own commit and effects, instead of the whole document in one commit:
 * shorter tasks on a phone's main thread (selective hydration,
 * https://react.dev/reference/react/Suspense). The prerendered HTML carries the same boundaries.
 * The header and footer also wait for their own code (routes/frame-slots.tsx).
 */
export function SiteShell({ children, header, footer }: SiteShellProps) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('common.skipToContent')}
      </a>
      <Suspense>{header}</Suspense>
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>{footer}</Suspense>
    </>
  );
}
