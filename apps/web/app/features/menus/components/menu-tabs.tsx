import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';

export const MENU_SECTIONS = ['food', 'liquor', 'cocktail', 'michelada'] as const;

/**
 * The four menu sections as a WAI-ARIA tablist (Radix: arrow keys, Home/End, roving focus).
 * Panels hold placeholder text until menu items come from the API.
 */
export function MenuTabs() {
  const { t } = useTranslation();
  return (
    <Tabs.Root className="menu-tabs" defaultValue={MENU_SECTIONS[0]}>
      <Tabs.List className="menu-tabs__list" aria-label={t('menus.tabsLabel')}>
        {MENU_SECTIONS.map((section) => (
          <Tabs.Trigger key={section} className="menu-tabs__tab" value={section}>
            {t(`menus.tabs.${section}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {MENU_SECTIONS.map((section) => (
        <Tabs.Content key={section} className="menu-tabs__panel" value={section}>
          <h2>{t(`menus.tabs.${section}`)}</h2>
          <p>{t(`menus.panels.${section}`)}</p>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
