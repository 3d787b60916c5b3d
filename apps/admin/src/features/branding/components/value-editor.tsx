import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  blankLike,
  editorKind,
  isImageUrl,
  isPictureKey,
  type Json,
  type JsonObject,
  moveItem,
  parseRaw,
  toNumber,
} from '../lib/json-edit';
import { fieldLabel } from '../lib/field-label';
import { PictureField } from './picture-field';

type ValueEditorProps = {
  label: string;
  /** The value's key in its group, when it has one: a picture's key gets the media library. */
  fieldKey?: string;
  value: Json;
  onChange: (value: Json) => void;
};

/**
 * One branding value, edited by its type (spec): a checkbox, a number, a text (with a preview
 * when it is a picture's URL; a picture's field, such as a logo or an icon, also chooses from the
 * media library), a reorderable list, a group of fields, or raw JSON whose edits are ignored
 * until they parse.
 */
export function ValueEditor({ label, fieldKey, value, onChange }: ValueEditorProps) {
  const id = useId();
  const { t } = useTranslation('admin');
  switch (editorKind(value)) {
    case 'boolean':
      return (
        <div className="kit-field kit-field--inline">
          <input
            id={id}
            type="checkbox"
            checked={value as boolean}
            onChange={(e) => onChange(e.target.checked)}
          />
          <label htmlFor={id}>{label}</label>
        </div>
      );
    case 'number':
      return (
        <div className="kit-field">
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type="number"
            value={(value as number).toString()}
            onChange={(e) => onChange(toNumber(e.target.value, value as number))}
          />
        </div>
      );
    case 'text':
      return isPictureKey(fieldKey) ? (
        <PictureField id={id} label={label} value={value as string} onChange={onChange} />
      ) : (
        <TextEditor id={id} label={label} value={value as string} onChange={onChange} />
      );
    case 'list':
      return <ListEditor label={label} value={value as Json[]} onChange={onChange} />;
    case 'object':
      return (
        <fieldset className="kit-group branding-group">
          <legend>{label}</legend>
          {Object.entries(value as JsonObject).map(([key, child]) => (
            <ValueEditor
              key={key}
              label={fieldLabel(t, key)}
              fieldKey={key}
              value={child}
              onChange={(next) => onChange({ ...(value as JsonObject), [key]: next })}
            />
          ))}
        </fieldset>
      );
    default:
      return <RawEditor id={id} label={label} value={value} onChange={onChange} />;
  }
}

function TextEditor({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: Json) => void;
}) {
  const { t } = useTranslation('admin');
  const long = value.length > 80 || value.includes('\n');
  return (
    <div className="kit-field">
      <label htmlFor={id}>{label}</label>
      {long ? (
        <textarea id={id} rows={3} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={id} type="text" value={value} onChange={(e) => onChange(e.target.value)} />
      )}
      {isImageUrl(value) && (
        <img
          className="branding-preview"
          src={value}
          alt={t('brandingTab.preview', { label })}
          loading="lazy"
        />
      )}
    </div>
  );
}

function RawEditor({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: Json;
  onChange: (value: Json) => void;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(() => JSON.stringify(value));
  const [invalid, setInvalid] = useState(false);
  return (
    <div className="kit-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={2}
        value={text}
        aria-invalid={invalid}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setText(e.target.value);
          const parsed = parseRaw(e.target.value);
          setInvalid(!parsed.ok);
          if (parsed.ok) onChange(parsed.value);
        }}
      />
      <p id={`${id}-hint`} className={invalid ? 'kit-field__error' : 'kit-field__hint'}>
        {invalid ? t('brandingTab.rawInvalid') : t('brandingTab.rawHint')}
      </p>
    </div>
  );
}

function ListEditor({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Json[];
  onChange: (value: Json) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="kit-group branding-group">
      <legend>{label}</legend>
      {value.length === 0 && <p>{t('brandingTab.emptyList')}</p>}
      <ol className="branding-list">
        {value.map((item, index) => {
          const name = t('brandingTab.item', { label, index: index + 1 });
          return (
            <li key={index} className="branding-list__item">
              <ValueEditor
                label={name}
                value={item}
                onChange={(next) => onChange(value.map((old, i) => (i === index ? next : old)))}
              />
              <div className="branding-list__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={index === 0}
                  aria-label={t('brandingTab.moveUp', { name })}
                  onClick={() => onChange(moveItem(value, index, index - 1))}
                >
                  {t('brandingTab.up')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={index === value.length - 1}
                  aria-label={t('brandingTab.moveDown', { name })}
                  onClick={() => onChange(moveItem(value, index, index + 1))}
                >
                  {t('brandingTab.down')}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('brandingTab.remove', { name })}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  {t('brandingTab.removeShort')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => onChange([...value, blankLike(value[0])])}
      >
        {t('brandingTab.add', { label })}
      </button>
    </fieldset>
  );
}
