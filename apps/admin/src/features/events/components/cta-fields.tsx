import type { EventDraft } from '@bar/domain/events/schema';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EventFormValues } from '../lib/form-values';
import { FormField } from './form-field';

const TYPES = ['none', 'url', 'pdf', 'phone', 'mailto'] as const;

type CtaFieldsProps = {
  index: number;
  control: Control<EventFormValues, unknown, EventDraft>;
  register: UseFormRegister<EventFormValues>;
  errors: FieldErrors<EventFormValues>;
};

/** One call to action: type, link and whether it shows as a button (its label is in the language tabs). */
export function CtaFields({ index, control, register, errors }: CtaFieldsProps) {
  const { t } = useTranslation('admin');
  const id = `event-cta-${index}`;
  const error = errors.ctas?.[index];
  return (
    <fieldset className="event-cta">
      <legend>{t('posts.form.cta', { n: index + 1 })}</legend>
      <FormField id={`${id}-type`} label={t('posts.form.ctaType')}>
        {(props) => (
          <select {...props} {...register(`ctas.${index}.type`)}>
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`posts.ctaTypes.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={`${id}-url`}
        label={t('posts.form.ctaUrl')}
        error={error?.url?.message ?? error?.root?.message ?? error?.message}
      >
        {(props) => <input {...props} {...register(`ctas.${index}.url`)} />}
      </FormField>
      <Controller
        control={control}
        name={`ctas.${index}.as`}
        render={({ field }) => (
          <label className="event-check">
            <input
              type="checkbox"
              checked={field.value === 'button'}
              onChange={(event) => field.onChange(event.target.checked ? 'button' : 'link')}
              onBlur={field.onBlur}
              ref={field.ref}
            />
            {t('posts.form.ctaAsButton')}
          </label>
        )}
      />
    </fieldset>
  );
}
