import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { pdfMenuPath } from '../pdf-menu';

type PdfMenuLinkProps = {
  /** Another PDF than the menu of the page's language. */
  href?: string;
};

/** Spec §2 Menu: the PDF menu opens in a new tab or downloads. */
export function PdfMenuLink({ href: given }: PdfMenuLinkProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const href = given ?? pdfMenuPath(locale);
  return (
    <aside className="pdf-menu" aria-labelledby="pdf-menu-title">
      {/* Fetched once idle, through the service worker, which keeps it for offline use. */}
      <link rel="prefetch" href={href} />
      <h2 id="pdf-menu-title">{t('menus.pdf.title')}</h2>
      <p className="actions">
        <a className="button" href={href} type="application/pdf" target="_blank" rel="noopener">
          {t('menus.pdf.open')}
          <span className="visually-hidden"> {t('menus.pdf.newTab')}</span>
        </a>
        <a className="button button--secondary" href={href} type="application/pdf" download>
          {t('menus.pdf.download')}
        </a>
      </p>
    </aside>
  );
}
