import { type Locale, localizeHref } from '@bar/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePath } from '../../../config/paths';

/**
 * Placeholder: points at the site's PDF page until the PDF menu files (open in a new tab,
 * download) come from settings.
 */
export function PdfMenuLink({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <aside className="pdf-menu" aria-labelledby="pdf-menu-title">
      <h2 id="pdf-menu-title">{t('menus.pdf.title')}</h2>
      <p>
        <Link className="button" to={localizeHref(pagePath('pdf'), locale)}>
          {t('menus.pdf.open')}
        </Link>
      </p>
    </aside>
  );
}
