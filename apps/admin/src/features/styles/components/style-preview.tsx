import { styleVariables } from '@bar/domain/styles/css-variables';
import type { Styles } from '@bar/domain/styles/schema';
import type { ThemeAliases } from '@bar/domain/styles/themes';
import { THEME_SLOT_NAMES } from '@bar/domain/styles/theme-css';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The sticky light/dark preview: real pieces of the site (header, hero card, menu item, button
 * states, a field with its error) drawn with the edited tokens' CSS variables, live, before any
 * save. Each slot shows the theme its alias points at.
 */
export function StylePreview({ styles, aliases }: { styles: Styles; aliases: ThemeAliases }) {
  const { t } = useTranslation('admin');
  return (
    <div className="styles-preview" aria-label={t('stylesTab.preview.label')} role="region">
      {THEME_SLOT_NAMES.map((slot) => {
        const theme = aliases[slot];
        const variables = styleVariables(styles, theme) as CSSProperties;
        return (
          <div key={slot} className="sp" style={variables} data-slot={slot}>
            <p className="sp-caption">
              {t('stylesTab.preview.slot', { slot: t(`stylesTab.slots.${slot}`), theme })}
            </p>
            <div className="sp-header">
              <span className="sp-brand">La Cantina</span>
              <span className="sp-link">{t('stylesTab.preview.link')}</span>
            </div>
            <div className="sp-hero">
              <h4 className="sp-h">{t('stylesTab.preview.heroTitle')}</h4>
              <p className="sp-p">{t('stylesTab.preview.heroText')}</p>
              <div className="sp-buttons">
                <span className="sp-button">{t('stylesTab.preview.button')}</span>
                <span className="sp-button sp-button--hover">{t('stylesTab.states.hover')}</span>
                <span className="sp-button sp-button--disabled">
                  {t('stylesTab.states.disabled')}
                </span>
              </div>
            </div>
            <div className="sp-item">
              <span className="sp-p">{t('stylesTab.preview.menuItem')}</span>
              <strong className="sp-p">$14</strong>
            </div>
            <div className="sp-field">
              <span className="sp-label">{t('stylesTab.preview.fieldLabel')}</span>
              <span className="sp-input sp-input--error" aria-hidden="true">
                ana@
              </span>
              <span className="sp-error">{t('stylesTab.preview.fieldError')}</span>
            </div>
          </div>
        );
      })}
    </div>
  );
}
