import { type ReactNode, useId, useState } from 'react';
import './list-tools.css';

/** The tools above a list (a search box, filters): a `<search>` landmark. */
export function ListTools({ children }: { children: ReactNode }) {
  return <search className="list-tools">{children}</search>;
}

/**
 * A labelled search box; every keystroke updates the list (and the URL). While it has the focus
 * it shows what was typed, so keys typed faster than the URL follows are never lost.
 */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <div className="kit-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={typed ?? value}
        onFocus={() => setTyped(value)}
        onBlur={() => setTyped(null)}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(event.target.value);
        }}
      />
    </div>
  );
}

/** A labelled filter: `[value, text]` options, the first usually "all". */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="kit-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** How many rows the view holds, announced politely when the search or a filter changes it. */
export function ResultCount({ children }: { children: ReactNode }) {
  return (
    <p className="kit-field__hint" aria-live="polite">
      {children}
    </p>
  );
}
