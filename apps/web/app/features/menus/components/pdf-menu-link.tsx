import { useTranslation } from 'react-i18next';
import { PDF_MENU_PATH } from '../pdf-menu';

type PdfMenuLinkProps = {
  /** A tenant's own PDF (settings); the shipped menu otherwise. */
  href?: string;
};

/** Spec §2 Menu: the PDF menu opens in a new tab or downloads. */
export function PdfMenuLink({ href = PDF_MENU_PATH }: PdfMenuLinkProps) {
  const { t } = useTranslation();
  return (
    <aside className="pdf-menu" aria-labelledby="pdf-menu-title">
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
