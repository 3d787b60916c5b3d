import { STYLE_STATES, type StyleState } from '@bar/domain/styles/schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { controlLabel } from '../lib/control-label';

/** The toolbar: which control, state and theme the table edits, and 'Guardar todo'. */
export function StylesBar({
  controls,
  control,
  onControl,
  state,
  onState,
  themes,
  theme,
  onTheme,
  saving,
  dirty,
  onSave,
}: {
  controls: string[];
  control: string;
  onControl: (control: string) => void;
  state: StyleState;
  onState: (state: StyleState) => void;
  themes: string[];
  theme: string;
  onTheme: (theme: string) => void;
  saving: boolean;
  dirty: boolean;
  onSave: () => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div className="styles-bar" role="toolbar" aria-label={t('stylesTab.bar.label')}>
      <div className="kit-field">
        <label htmlFor={`${id}-control`}>{t('stylesTab.bar.control')}</label>
        <select id={`${id}-control`} value={control} onChange={(e) => onControl(e.target.value)}>
          {controls.map((name) => (
            <option key={name} value={name}>
              {controlLabel(t, name)}
            </option>
          ))}
        </select>
      </div>
      <div className="kit-field">
        <label htmlFor={`${id}-state`}>{t('stylesTab.bar.state')}</label>
        <select
          id={`${id}-state`}
          value={state}
          onChange={(e) => onState(e.target.value as StyleState)}
        >
          {STYLE_STATES.map((name) => (
            <option key={name} value={name}>
              {t(`stylesTab.states.${name}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="kit-field">
        <label htmlFor={`${id}-theme`}>{t('stylesTab.bar.theme')}</label>
        <select id={`${id}-theme`} value={theme} onChange={(e) => onTheme(e.target.value)}>
          {themes.map((name) => (
            <option key={name} value={name} data-user-content>
              {name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="button button--primary"
        disabled={saving || !dirty}
        onClick={onSave}
      >
        {saving ? t('brandingTab.saving') : t('brandingTab.saveAll')}
      </button>
    </div>
  );
}
