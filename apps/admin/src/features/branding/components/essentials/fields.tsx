import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../lib/essentials';
import type { JsonObject } from '../../lib/json-edit';

/** What every essentials form gets: the document, its updater, the errors, saving or not. */
export type EssentialsProps = {
  doc: JsonObject;
  setDoc: (update: (old: JsonObject) => JsonObject) => void;
  errors: Record<string, FieldError>;
  disabled: boolean;
};

/** A text input with its label and, when wrong, its error tied by aria-describedby. */
export function Input({
  id,
  label,
  value,
  error,
  type = 'text',
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: FieldError | undefined;
  type?: 'text' | 'email' | 'tel' | 'url' | 'time' | 'date';
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="kit-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="kit-field__error">
          {t(`brandingForms.errors.${error}`)}
        </p>
      )}
    </div>
  );
}

export function TextArea({
  id,
  label,
  value,
  hint,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  hint?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="kit-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={4}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="kit-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
