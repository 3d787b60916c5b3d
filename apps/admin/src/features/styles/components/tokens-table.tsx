import {
  clearOverride,
  isInherited,
  resolveStateTokens,
  setStateToken,
} from '@bar/domain/styles/inherit';
import type { StyleState, Styles } from '@bar/domain/styles/schema';
import {
  clampNumber,
  NUMERIC_TOKENS,
  TOKEN_BOUNDS,
  TRANSITION_SPEEDS,
  type NumericToken,
} from '@bar/domain/styles/tokens';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlLabel } from '../lib/control-label';
import { AA_TEXT, contrastRatio, parseColor } from '../lib/contrast';

type TokensTableProps = {
  styles: Styles;
  control: string;
  theme: string;
  state: StyleState;
  onChange: (styles: Styles) => void;
};

const COLOR_TOKENS = ['backgroundColor', 'textColor', 'borderColor'] as const;

const toHex = (text: string) => {
  const rgb = parseColor(text);
  return rgb ? `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}` : '#000000';
};

/**
 * The compact settings table of one control, theme and state: each token's value (its own, or
 * inherited from rest and the theme's defaults), numbers clamped to their bounds on commit, and
 * a per-token button that clears an override so the value is inherited again.
 */
export function TokensTable({ styles, control, theme, state, onChange }: TokensTableProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const resolved = resolveStateTokens(styles, control, theme, state);
  const inherited = (token: string) => isInherited(styles, control, theme, state, token);
  const set = (token: string, value: unknown) =>
    onChange(setStateToken(styles, control, theme, state, token, value));
  const ratio = contrastRatio(resolved.textColor, resolved.backgroundColor);

  const inheritButton = (token: string) =>
    inherited(token) ? (
      <span className="kit-field__hint">{t('stylesTab.table.inherited')}</span>
    ) : (
      <button
        type="button"
        aria-label={t('stylesTab.table.inheritOf', { token: t(`stylesTab.tokens.${token}`) })}
        onClick={() => onChange(clearOverride(styles, control, theme, state, token))}
      >
        {t('stylesTab.table.inherit')}
      </button>
    );

  return (
    <div className="styles-table__wrap">
      <table className="styles-table">
        <caption>
          {t('stylesTab.table.caption', {
            control: controlLabel(t, control),
            theme,
            state: t(`stylesTab.states.${state}`),
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('stylesTab.table.token')}</th>
            <th scope="col">{t('stylesTab.table.value')}</th>
            <th scope="col">{t('stylesTab.table.origin')}</th>
          </tr>
        </thead>
        <tbody>
          {COLOR_TOKENS.map((token) => {
            const inputId = `${id}-${token}`;
            const label = t(`stylesTab.tokens.${token}`);
            return (
              <tr key={`${control}-${theme}-${state}-${token}`}>
                <th scope="row">
                  <label htmlFor={inputId}>{label}</label>
                </th>
                <td className="styles-table__color">
                  <input
                    type="color"
                    aria-label={t('stylesTab.table.picker', { token: label })}
                    value={toHex(resolved[token])}
                    onChange={(event) => set(token, event.target.value)}
                  />
                  <input
                    id={inputId}
                    key={resolved[token]}
                    defaultValue={resolved[token]}
                    maxLength={120}
                    onBlur={(event) => {
                      const value = event.target.value.trim();
                      if (value && value !== resolved[token]) set(token, value);
                    }}
                  />
                </td>
                <td>{inheritButton(token)}</td>
              </tr>
            );
          })}
          {NUMERIC_TOKENS.map((token: NumericToken) => {
            const inputId = `${id}-${token}`;
            const bound = TOKEN_BOUNDS[token];
            const step =
              'step' in bound
                ? bound.step
                : token === 'letterSpacing' || token === 'lineHeight'
                  ? 0.01
                  : 1;
            return (
              <tr key={`${control}-${theme}-${state}-${token}`}>
                <th scope="row">
                  <label htmlFor={inputId}>{t(`stylesTab.tokens.${token}`)}</label>
                </th>
                <td>
                  <input
                    id={inputId}
                    type="number"
                    key={resolved[token]}
                    defaultValue={resolved[token]}
                    min={bound.min}
                    max={bound.max}
                    step={step}
                    aria-describedby={`${inputId}-bounds`}
                    // Committed (and clamped to its bounds) when the field is left or on Enter.
                    onBlur={(event) => {
                      const value = Number(event.target.value);
                      if (event.target.value.trim() === '' || !Number.isFinite(value)) {
                        event.target.value = String(resolved[token]);
                        return;
                      }
                      const clamped = clampNumber(value, bound);
                      event.target.value = String(clamped);
                      if (clamped !== resolved[token]) set(token, clamped);
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') event.currentTarget.blur();
                    }}
                  />
                  <span id={`${inputId}-bounds`} className="kit-field__hint">
                    {' '}
                    {bound.min}–{bound.max}
                  </span>
                </td>
                <td>{inheritButton(token)}</td>
              </tr>
            );
          })}
          <tr>
            <th scope="row">
              <label htmlFor={`${id}-fontFamily`}>{t('stylesTab.tokens.fontFamily')}</label>
            </th>
            <td>
              <input
                id={`${id}-fontFamily`}
                key={`${control}-${theme}-${state}-${resolved.fontFamily}`}
                defaultValue={resolved.fontFamily}
                maxLength={300}
                onBlur={(event) => {
                  const value = event.target.value.trim();
                  if (value && value !== resolved.fontFamily) set('fontFamily', value);
                }}
              />
            </td>
            <td>{inheritButton('fontFamily')}</td>
          </tr>
          <tr>
            <th scope="row">
              <label htmlFor={`${id}-transitionSpeed`}>
                {t('stylesTab.tokens.transitionSpeed')}
              </label>
            </th>
            <td>
              <select
                id={`${id}-transitionSpeed`}
                value={resolved.transitionSpeed}
                onChange={(event) => set('transitionSpeed', event.target.value)}
              >
                {Object.entries(TRANSITION_SPEEDS).map(([speed, ms]) => (
                  <option key={speed} value={speed}>
                    {t(`stylesTab.speeds.${speed}`)} ({ms} ms)
                  </option>
                ))}
              </select>
            </td>
            <td>{inheritButton('transitionSpeed')}</td>
          </tr>
        </tbody>
      </table>
      {ratio !== null && (
        <p
          className={ratio < AA_TEXT ? 'styles-contrast styles-contrast--low' : 'styles-contrast'}
          role={ratio < AA_TEXT ? 'alert' : undefined}
        >
          {ratio < AA_TEXT
            ? t('stylesTab.contrast.low', { ratio: ratio.toFixed(2), min: AA_TEXT })
            : t('stylesTab.contrast.ok', { ratio: ratio.toFixed(2) })}
        </p>
      )}
    </div>
  );
}
