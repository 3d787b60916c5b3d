import { styleVariables } from '@bar/domain/styles/css-variables';
import type { Styles } from '@bar/domain/styles/schema';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 'JSON y Variables CSS (con filtros)': the document (its controls narrowed by the filter) and
 * the CSS variables one theme generates (their names narrowed by the filter).
 */
export function JsonSection({ styles, theme }: { styles: Styles; theme: string }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const json = useMemo(() => {
    const components = Object.fromEntries(
      Object.entries(styles.components).filter(([control]) => control.includes(needle)),
    );
    return JSON.stringify(needle ? { ...styles, components } : styles, null, 2);
  }, [styles, needle]);
  const variables = Object.entries(styleVariables(styles, theme)).filter(([name]) =>
    name.includes(needle),
  );
  return (
    <section className="styles-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('stylesTab.sections.json')}</h3>
      <div className="kit-field">
        <label htmlFor={`${id}-filter`}>{t('stylesTab.json.filter')}</label>
        <input
          id={`${id}-filter`}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <h4>{t('stylesTab.json.document')}</h4>
      <pre className="styles-code" tabIndex={0} aria-label={t('stylesTab.json.document')}>
        {json}
      </pre>
      <h4>{t('stylesTab.json.variables', { theme, count: variables.length })}</h4>
      <pre
        className="styles-code"
        tabIndex={0}
        aria-label={t('stylesTab.json.variablesLabel', { theme })}
      >
        {variables.map(([name, value]) => `${name}: ${value};`).join('\n')}
      </pre>
    </section>
  );
}
