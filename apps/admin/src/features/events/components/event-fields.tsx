import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EventFormValues } from '../lib/form-values';
import { FormField } from './form-field';

type EventFieldsProps = {
  register: UseFormRegister<EventFormValues>;
  errors: FieldErrors<EventFormValues>;
};

type TextKey = 'slug' | 'date' | 'endDate' | 'startTime' | 'endTime' | 'artist' | 'videoUrl';
const INPUTS: { name: TextKey; type: string; required?: boolean; hint?: boolean }[] = [
  { name: 'slug', type: 'text', hint: true },
  { name: 'date', type: 'date', required: true },
  { name: 'endDate', type: 'date' },
  { name: 'startTime', type: 'time' },
  { name: 'endTime', type: 'time' },
  { name: 'artist', type: 'text' },
  { name: 'videoUrl', type: 'url', hint: true },
];

/** The post's fields that have no language (the texts sit in the language tabs). */
export function EventFields({ register, errors }: EventFieldsProps) {
  const { t } = useTranslation('admin');
  const fields = INPUTS.map(({ name, type, required, hint }) => (
    <FormField
      key={name}
      id={`event-${name}`}
      label={t(`posts.fields.${name}`)}
      hint={hint ? t(`posts.hints.${name}`) : undefined}
      error={errors[name]?.message}
    >
      {(props) => (
        <input {...props} type={type} aria-required={required || undefined} {...register(name)} />
      )}
    </FormField>
  ));
  return <div className="event-form__grid">{fields}</div>;
}
