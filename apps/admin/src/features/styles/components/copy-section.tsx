import { copyStyles } from '@bar/domain/styles/copy-styles';
import { ThemeError } from '@bar/domain/styles/messages';
import { STYLE_STATES, type StyleState, type Styles, controlsOf } from '@bar/domain/styles/schema';
import { NUMERIC_TOKENS } from '@bar/domain/styles/tokens';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlLabel } from '../lib/control-label';

const PROPERTIES = [
  'backgroundColor',
  'textColor',
  'borderColor',
  ...NUMERIC_TOKENS,
  'fontFamily',
  'transitionSpeed',
] as const;

type CopySectionProps = {
  styles: Styles;
  /** The control picked in the top bar: the source to start from. */
  control: string;
  onChange: (styles: Styles) => void;
};

/** 'Heredar / Copiar estilos a múltiples controles': a source's values become the targets' own. */
export function CopySection({ styles, control: picked, onChange }: CopySectionProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const controls = controlsOf(styles);
  const [source, setSource] = useState(picked);
  const [targets, setTargets] = useState<string[]>([]);
  const [properties, setProperties] = useState<string[]>([]);
  const [states, setStates] = useState<StyleState[]>(['rest']);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const toggle = <T,>(list: T[], item: T) =>
    list.includes(item) ? list.filter((other) => other !== item) : [...list, item];

  const copy = () => {
    try {
      const result = copyStyles(styles, { source, targets, properties, states });
      onChange(result.styles);
      setStatus({ kind: 'ok', text: t(`themeMessages.${result.message}`) });
    } catch (error) {
      if (!(error instanceof ThemeError)) throw error;
      setStatus({ kind: 'error', text: t(`themeMessages.${error.code}`) });
    }
  };

  return (
    <section className="styles-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('stylesTab.sections.copy')}</h3>
      <div className="kit-field">
        <label htmlFor={`${id}-source`}>{t('stylesTab.copy.source')}</label>
        <select id={`${id}-source`} value={source} onChange={(e) => setSource(e.target.value)}>
          {controls.map((control) => (
            <option key={control} value={control}>
              {controlLabel(t, control)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="styles-checks">
        <legend>{t('stylesTab.copy.targets')}</legend>
        {controls
          .filter((control) => control !== source)
          .map((control) => (
            <label key={control} className="kit-field--inline">
              <input
                type="checkbox"
                checked={targets.includes(control)}
                onChange={() => setTargets(toggle(targets, control))}
              />{' '}
              {controlLabel(t, control)}
            </label>
          ))}
      </fieldset>
      <fieldset className="styles-checks">
        <legend>{t('stylesTab.copy.properties')}</legend>
        {PROPERTIES.map((property) => (
          <label key={property} className="kit-field--inline">
            <input
              type="checkbox"
              checked={properties.includes(property)}
              onChange={() => setProperties(toggle(properties, property))}
            />{' '}
            {t(`stylesTab.tokens.${property}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="styles-checks">
        <legend>{t('stylesTab.copy.states')}</legend>
        {STYLE_STATES.map((state) => (
          <label key={state} className="kit-field--inline">
            <input
              type="checkbox"
              checked={states.includes(state)}
              onChange={() => setStates(toggle(states, state))}
            />{' '}
            {t(`stylesTab.states.${state}`)}
          </label>
        ))}
      </fieldset>
      <div>
        <button type="button" className="button" onClick={copy}>
          {t('stylesTab.copy.run')}
        </button>
      </div>
      <p
        role="status"
        className={
          status?.kind === 'error' ? 'styles-status styles-status--error' : 'styles-status'
        }
      >
        {status?.text}
      </p>
    </section>
  );
}
