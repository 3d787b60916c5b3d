import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };

type MenuLocale = 'es' | 'en' | 'fr';
const CATALOGUES = { es, en, fr };

/**
 * The menu's texts of one language from the web's catalogue, for the API: it renders the menu
 * into the served page and writes the PDF menu with the same words the page shows.
 */
export function menuLabels(locale: MenuLocale) {
  const { menus } = CATALOGUES[locale];
  return {
    title: menus.title,
    tabsLabel: menus.tabsLabel,
    tabs: menus.tabs,
    empty: menus.empty,
    details: menus.details,
    pdfFooter: menus.pdf.footer,
  };
}
