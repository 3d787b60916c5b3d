import { useEffect, useId, useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UnsavedGuard } from '../../../components/editor-kit/unsaved-guard';
import { useSaveShortcut } from '../../../components/editor-kit/use-save-shortcut';
import { useBackupEnv } from '../api/use-env';
import { envErrorText } from '../lib/env-error';
import {
  type EnvFormValues,
  type ExtraError,
  type ResolvedEnv,
  checkExtras,
  formValuesOf,
  toBackupBody,
} from '../lib/env-form';

type Outcome = { kind: 'saved' } | { kind: 'error'; message: string } | null;

const interpolation = { escapeValue: false };

/** 'Variables': one input per declared variable by group, the extra variables, 'Guardar ENV'. */
export function EnvVariablesForm({ resolved }: { resolved: ResolvedEnv }) {
  const { t } = useTranslation('admin');
  const backup = useBackupEnv();
  const id = useId();
  const defaults = useMemo(() => formValuesOf(resolved), [resolved]);
  const form = useForm<EnvFormValues>({ defaultValues: defaults });
  const extras = useFieldArray({ control: form.control, name: 'extras' });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [extraErrors, setExtraErrors] = useState<ExtraError[]>([]);
  const { isDirty, isSubmitting } = form.formState;

  // A save or a restore reloads what is stored: the form starts again from it.
  useEffect(() => form.reset(defaults), [defaults, form]);

  const declared = useMemo(() => resolved.schema.variables.map((v) => v.name), [resolved]);
  const groups = useMemo(() => {
    const byGroup = new Map<string, ResolvedEnv['schema']['variables']>();
    for (const variable of resolved.schema.variables)
      byGroup.set(variable.group, [...(byGroup.get(variable.group) ?? []), variable]);
    return [...byGroup];
  }, [resolved]);

  const save = form.handleSubmit(async (values) => {
    setOutcome(null);
    const problems = checkExtras(values.extras, declared, resolved.schema.namePattern);
    setExtraErrors(problems);
    if (problems.length > 0) return;
    try {
      await backup.mutateAsync(toBackupBody(values, resolved));
      setOutcome({ kind: 'saved' });
    } catch (error) {
      setOutcome({ kind: 'error', message: envErrorText(t, error) });
    }
  });
  useSaveShortcut(() => void save());

  const extraError = (index: number) => extraErrors.find((e) => e.index === index);

  return (
    <form className="env-form" aria-labelledby={`${id}-title`} onSubmit={(e) => void save(e)}>
      <h3 id={`${id}-title`}>{t('environment.variables')}</h3>
      <UnsavedGuard when={isDirty && !isSubmitting} />
      {groups.map(([group, variables]) => (
        <fieldset key={group} className="env-form__group">
          <legend>{t(`environment.groups.${group}`)}</legend>
          {variables.map((variable) => {
            const inputId = `${id}-${variable.name}`;
            const hintId = `${inputId}-hint`;
            const saved = resolved.env[variable.name];
            const hint = variable.fixed
              ? t('environment.fixed')
              : variable.secret && saved
                ? t('environment.secretSaved', { mask: saved })
                : variable.required
                  ? t('environment.required')
                  : null;
            return (
              <div key={variable.name} className="kit-field">
                <label htmlFor={inputId}>
                  <code>{variable.name}</code>
                </label>
                <input
                  id={inputId}
                  type={variable.secret ? 'password' : 'text'}
                  autoComplete="off"
                  spellCheck={false}
                  readOnly={variable.fixed !== null}
                  aria-describedby={hint ? hintId : undefined}
                  {...form.register(`values.${variable.name}`)}
                />
                {hint && (
                  <p id={hintId} className="kit-field__hint">
                    {hint}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}

      <fieldset className="env-form__group">
        <legend>{t('environment.extras')}</legend>
        {extras.fields.length === 0 && <p>{t('environment.noExtras')}</p>}
        <ul className="env-form__extras">
          {extras.fields.map((field, index) => {
            const problem = extraError(index);
            const errorId = `${id}-extra-${index}-error`;
            return (
              <li key={field.id} className="env-form__extra">
                <label className="kit-field">
                  <span>{t('environment.extraName')}</span>
                  <input
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    aria-invalid={Boolean(problem)}
                    aria-describedby={problem ? errorId : undefined}
                    {...form.register(`extras.${index}.name`)}
                  />
                </label>
                <label className="kit-field">
                  <span>{t('environment.extraValue')}</span>
                  <input
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    {...form.register(`extras.${index}.value`)}
                  />
                </label>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    extras.remove(index);
                    setExtraErrors([]);
                  }}
                >
                  {t('environment.removeExtra', { index: index + 1 })}
                </button>
                {problem && (
                  <p id={errorId} className="kit-field__error" role="alert">
                    {t(`environment.extraErrors.${problem.code}`)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => extras.append({ name: '', value: '' })}
        >
          {t('environment.addExtra')}
        </button>
      </fieldset>

      <p className="env-form__actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t('editorKit.saving') : t('environment.save')}
        </button>
      </p>
      {outcome?.kind === 'saved' && (
        <p role="alert" className="notice notice--success">
          {t('environment.saved')}
        </p>
      )}
      {outcome?.kind === 'error' && (
        <p role="alert" className="notice notice--error">
          {t('environment.error', { message: outcome.message, interpolation })}
        </p>
      )}
    </form>
  );
}
