import { isEventMessageId } from '@bar/domain/events/messages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

type FormFieldProps = {
  id: string;
  label: string;
  /** A domain message id (or a plain text) from the resolver. */
  error?: string;
  hint?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A label, the control, its hint and its error; the control points at both with aria-describedby. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const { t } = useTranslation('admin');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="event-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="event-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="event-field__error">
          {isEventMessageId(error) ? t(error) : error}
        </p>
      )}
    </div>
  );
}
