import { useId } from 'react';
import { asText, type FieldError } from '../../lib/essentials';
import type { Json, JsonObject } from '../../lib/json-edit';
import { Input } from './fields';

type NamedLinksProps = {
  legend: string;
  /** Said when the list is empty. */
  none?: string;
  items: JsonObject[];
  onItems: (items: JsonObject[]) => void;
  /** Where the items' field errors are found: `${errorPath}.${index}.name` (and `.url`). */
  errorPath: string;
  errors: Record<string, FieldError>;
  disabled: boolean;
  labels: {
    name: (n: number) => string;
    url: (n: number) => string;
    remove: (n: number) => string;
    add: string;
    /** With it, each item has a "shown on the site" box (`enabled`). */
    enabled?: (n: number) => string;
  };
  /** A new item. */
  blank: JsonObject;
};

/** A list of named links (networks, platforms, branches): name, link, maybe shown; add and remove. */
export function NamedLinks({
  legend,
  none,
  items,
  onItems,
  errorPath,
  errors,
  disabled,
  labels,
  blank,
}: NamedLinksProps) {
  const id = useId();
  const update = (index: number, key: string, value: Json) =>
    onItems(items.map((item, i) => (i === index ? { ...item, [key]: value } : item)));
  return (
    <fieldset className="kit-group">
      <legend>{legend}</legend>
      {items.length === 0 && none && <p className="kit-field__hint">{none}</p>}
      <ol className="branding-list">
        {items.map((item, index) => {
          const n = index + 1;
          return (
            <li key={index} className="branding-list__item branding-link">
              <Input
                id={`${id}-${index}-name`}
                label={labels.name(n)}
                value={asText(item['name'])}
                error={errors[`${errorPath}.${index}.name`]}
                disabled={disabled}
                onChange={(value) => update(index, 'name', value)}
              />
              <Input
                id={`${id}-${index}-url`}
                type="url"
                label={labels.url(n)}
                value={asText(item['url'])}
                error={errors[`${errorPath}.${index}.url`]}
                disabled={disabled}
                onChange={(value) => update(index, 'url', value)}
              />
              {labels.enabled && (
                <div className="kit-field kit-field--inline">
                  <input
                    id={`${id}-${index}-enabled`}
                    type="checkbox"
                    checked={item['enabled'] !== false}
                    disabled={disabled}
                    onChange={(event) => update(index, 'enabled', event.target.checked)}
                  />
                  <label htmlFor={`${id}-${index}-enabled`}>{labels.enabled(n)}</label>
                </div>
              )}
              <div className="branding-list__actions">
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onItems(items.filter((_, i) => i !== index))}
                >
                  {labels.remove(n)}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <button type="button" disabled={disabled} onClick={() => onItems([...items, blank])}>
          {labels.add}
        </button>
      </div>
    </fieldset>
  );
}
