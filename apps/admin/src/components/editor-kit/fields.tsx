import type { ReactNode } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

type FieldProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: string;
};

const idOf = (name: string) => `f-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

function Shell({
  id,
  label,
  hint,
  error,
  inline = false,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  inline?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={inline ? 'kit-field kit-field--inline' : 'kit-field'}>
      {inline ? children : null}
      <label htmlFor={id}>{label}</label>
      {inline ? null : children}
      {hint && (
        <p id={`${id}-hint`} className="kit-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="kit-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function useControl<T extends FieldValues>({ form, name, hint }: FieldProps<T>) {
  const id = idOf(name);
  const found = get(form.formState.errors, name) as { message?: string } | undefined;
  const error = found?.message;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    error,
    aria: { 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined },
  };
}

/** A labelled text input; its error (from zod or the API) right below, tied by aria-describedby. */
export function TextField<T extends FieldValues>(
  props: FieldProps<T> & {
    type?: 'text' | 'url' | 'email' | 'tel' | 'time' | 'date';
    maxLength?: number;
    /** The phone keyboard to show (`decimal` for prices). */
    inputMode?: 'decimal' | 'numeric' | 'text';
  },
) {
  const { id, error, aria } = useControl(props);
  return (
    <Shell id={id} label={props.label} hint={props.hint} error={error}>
      <input
        id={id}
        type={props.type ?? 'text'}
        maxLength={props.maxLength}
        inputMode={props.inputMode}
        {...aria}
        {...props.form.register(props.name)}
      />
    </Shell>
  );
}

export function TextAreaField<T extends FieldValues>(props: FieldProps<T> & { rows?: number }) {
  const { id, error, aria } = useControl(props);
  return (
    <Shell id={id} label={props.label} hint={props.hint} error={error}>
      <textarea id={id} rows={props.rows ?? 4} {...aria} {...props.form.register(props.name)} />
    </Shell>
  );
}

/** A number input; an empty box is null (zod then says whether that is allowed). */
export function NumberField<T extends FieldValues>(props: FieldProps<T> & { step?: number }) {
  const { id, error, aria } = useControl(props);
  return (
    <Shell id={id} label={props.label} hint={props.hint} error={error}>
      <input
        id={id}
        type="number"
        step={props.step ?? 'any'}
        {...aria}
        {...props.form.register(props.name, {
          setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
        })}
      />
    </Shell>
  );
}

export function CheckboxField<T extends FieldValues>(props: FieldProps<T>) {
  const { id, error, aria } = useControl(props);
  return (
    <Shell id={id} label={props.label} hint={props.hint} error={error} inline>
      <input id={id} type="checkbox" {...aria} {...props.form.register(props.name)} />
    </Shell>
  );
}

export function SelectField<T extends FieldValues>(
  props: FieldProps<T> & { options: readonly { value: string; label: string }[] },
) {
  const { id, error, aria } = useControl(props);
  return (
    <Shell id={id} label={props.label} hint={props.hint} error={error}>
      <select id={id} {...aria} {...props.form.register(props.name)}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

/** A titled group of fields (a fieldset with its legend). */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="kit-group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
