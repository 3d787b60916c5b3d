import { useTranslation } from 'react-i18next';
import { controlLabel } from '../lib/control-label';
import type { lowContrastPairs } from '../lib/contrast';

/** The pairs whose text and background contrast too little, folded (shown when there are any). */
export function ContrastList({ pairs }: { pairs: ReturnType<typeof lowContrastPairs> }) {
  const { t } = useTranslation('admin');
  if (pairs.length === 0) return null;
  return (
    <details className="styles-section styles-contrast-list">
      <summary>
        <strong>{t('stylesTab.contrast.title')}</strong>:{' '}
        {t('stylesTab.contrast.intro', { count: pairs.length })}
      </summary>
      <ul className="styles-low-contrast">
        {pairs.map((pair) => (
          <li key={`${pair.control}-${pair.theme}-${pair.state}`}>
            {controlLabel(t, pair.control)} · {pair.theme} · {t(`stylesTab.states.${pair.state}`)}:{' '}
            {pair.ratio.toFixed(2)}:1
          </li>
        ))}
      </ul>
    </details>
  );
}
