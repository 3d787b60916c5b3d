import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  asList,
  asObject,
  asText,
  dateInputValue,
  type DayHours,
  type FieldError,
  holidaysOf,
  isYearly,
  nextOccurrence,
  scheduleOf,
  storedDate,
  valuesList,
  valuesText,
  withDay,
} from '../lib/essentials';
import type { Json, JsonObject } from '../lib/json-edit';

type EssentialsProps = {
  doc: JsonObject;
  setDoc: (update: (old: JsonObject) => JsonObject) => void;
  errors: Record<string, FieldError>;
  disabled: boolean;
};

/** The keys these forms own: the generic editor below leaves them out. */
export const ESSENTIAL_KEYS = ['schedule', 'holidays', 'contact', 'socials', 'platforms'] as const;

/**
 * What guests see of the branding, as friendly forms: the weekly hours, the holidays, the
 * contact details and address, the social and delivery links, the company's texts.
 */
export function BrandingEssentials({ doc, setDoc, errors, disabled }: EssentialsProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <section className="branding-essentials" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('brandingForms.title')}</h3>
      <p className="kit-field__hint">{t('brandingForms.intro')}</p>
      <WeeklyHours doc={doc} setDoc={setDoc} errors={errors} disabled={disabled} />
      <Holidays doc={doc} setDoc={setDoc} errors={errors} disabled={disabled} />
      <Contact doc={doc} setDoc={setDoc} errors={errors} disabled={disabled} />
      <LinkList list="socials" doc={doc} setDoc={setDoc} errors={errors} disabled={disabled} />
      <LinkList list="platforms" doc={doc} setDoc={setDoc} errors={errors} disabled={disabled} />
      <Company doc={doc} setDoc={setDoc} errors={errors} disabled={disabled} />
    </section>
  );
}

/** A text input with its label and, when wrong, its error tied by aria-describedby. */
function Input({
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

function TextArea({
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

/** The week as a grid: a row per day with its opening and closing time, or closed. */
function WeeklyHours({ doc, setDoc, errors, disabled }: EssentialsProps) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  // 2024-01-01 was a Monday: the panel's language names the days.
  const dayName = (index: number) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + index)),
    );
  const change = (next: DayHours) => setDoc((old) => withDay(old, next));
  return (
    <fieldset className="kit-group branding-hours">
      <legend>{t('brandingForms.hours.title')}</legend>
      <p className="kit-field__hint">{t('brandingForms.hours.hint')}</p>
      <table className="branding-hours__table">
        <thead>
          <tr>
            <th scope="col">{t('brandingForms.hours.day')}</th>
            <th scope="col">{t('brandingForms.hours.closed')}</th>
            <th scope="col">{t('brandingForms.hours.open')}</th>
            <th scope="col">{t('brandingForms.hours.close')}</th>
          </tr>
        </thead>
        <tbody>
          {scheduleOf(doc).map((day, index) => {
            const name = dayName(index);
            const cell = (side: 'open' | 'close') => {
              const key = `schedule.${day.day}.${side}`;
              const error = errors[key];
              const inputId = `${id}-${day.day}-${side}`;
              return (
                <td>
                  <input
                    id={inputId}
                    type="time"
                    value={day[side]}
                    disabled={disabled || day.closed}
                    aria-label={t(`brandingForms.hours.${side}Label`, { day: name })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    onChange={(event) => change({ ...day, [side]: event.target.value })}
                  />
                  {error && (
                    <p id={`${inputId}-error`} className="kit-field__error">
                      {t(`brandingForms.errors.${error}`)}
                    </p>
                  )}
                </td>
              );
            };
            return (
              <tr key={day.day}>
                <th scope="row">{name}</th>
                <td>
                  <input
                    type="checkbox"
                    checked={day.closed}
                    disabled={disabled}
                    aria-label={t('brandingForms.hours.closedLabel', { day: name })}
                    onChange={(event) =>
                      change(
                        event.target.checked
                          ? { ...day, closed: true }
                          : {
                              ...day,
                              closed: false,
                              open: day.open || '09:00',
                              close: day.close || '17:00',
                            },
                      )
                    }
                  />
                </td>
                {cell('open')}
                {cell('close')}
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}

/** The holidays in date order, each one day or every year, with the next time it comes. */
function Holidays({ doc, setDoc, errors, disabled }: EssentialsProps) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const today = new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  const holidays = holidaysOf(doc);
  const stored = asList(doc['holidays']).map(asObject);
  const write = (items: JsonObject[]) => setDoc((old) => ({ ...old, holidays: items }));
  const update = (index: number, patch: Partial<{ name: string; date: string }>) =>
    write(stored.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const format = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
  return (
    <fieldset className="kit-group">
      <legend>{t('brandingForms.holidays.title')}</legend>
      {holidays.length === 0 && (
        <p className="kit-field__hint">{t('brandingForms.holidays.none')}</p>
      )}
      <ol className="branding-list">
        {holidays.map((holiday, index) => {
          const next = nextOccurrence(holiday.date, today);
          const yearly = isYearly(holiday.date);
          const n = index + 1;
          return (
            <li key={index} className="branding-list__item branding-holiday">
              <Input
                id={`${id}-${index}-name`}
                label={t('brandingForms.holidays.name', { n })}
                value={holiday.name}
                error={errors[`holidays.${index}.name`]}
                disabled={disabled}
                onChange={(name) => update(index, { name })}
              />
              <Input
                id={`${id}-${index}-date`}
                type="date"
                label={t('brandingForms.holidays.date', { n })}
                value={dateInputValue(holiday.date, year)}
                error={errors[`holidays.${index}.date`]}
                disabled={disabled}
                onChange={(date) => update(index, { date: storedDate(date, yearly) })}
              />
              <div className="kit-field kit-field--inline">
                <input
                  id={`${id}-${index}-yearly`}
                  type="checkbox"
                  checked={yearly}
                  disabled={disabled || !holiday.date}
                  onChange={(event) =>
                    update(index, {
                      date: event.target.checked
                        ? storedDate(dateInputValue(holiday.date, year), true)
                        : dateInputValue(holiday.date, year),
                    })
                  }
                />
                <label htmlFor={`${id}-${index}-yearly`}>
                  {t('brandingForms.holidays.yearly', { n })}
                </label>
              </div>
              <p className="kit-field__hint">
                {next
                  ? t('brandingForms.holidays.next', { date: format(next) })
                  : holiday.date
                    ? t('brandingForms.holidays.past')
                    : ''}
              </p>
              <div className="branding-list__actions">
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => write(stored.filter((_, i) => i !== index))}
                >
                  {t('brandingForms.holidays.remove', { n })}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <button
          type="button"
          disabled={disabled}
          onClick={() => write([...stored, { name: '', date: '' }])}
        >
          {t('brandingForms.holidays.add')}
        </button>
      </div>
    </fieldset>
  );
}

const ADDRESS_FIELDS = ['street', 'number', 'interior', 'city', 'state', 'zip', 'country'] as const;

/** Phone, e-mail, website, the map link and the postal address. */
function Contact({ doc, setDoc, errors, disabled }: EssentialsProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const contact = asObject(doc['contact']);
  const address = asObject(contact['address']);
  const set = (key: string, value: Json) =>
    setDoc((old) => ({ ...old, contact: { ...asObject(old['contact']), [key]: value } }));
  const fields = [
    ['phone', 'tel'],
    ['email', 'email'],
    ['website', 'url'],
    ['googleMaps', 'url'],
  ] as const;
  return (
    <fieldset className="kit-group">
      <legend>{t('brandingForms.contact.title')}</legend>
      <div className="branding-essentials__grid">
        {fields.map(([key, type]) => (
          <Input
            key={key}
            id={`${id}-${key}`}
            type={type}
            label={t(`brandingForms.contact.${key}`)}
            value={asText(contact[key])}
            error={errors[`contact.${key}`]}
            disabled={disabled}
            onChange={(value) => set(key, value)}
          />
        ))}
      </div>
      <fieldset className="kit-group">
        <legend>{t('brandingForms.contact.address')}</legend>
        <div className="branding-essentials__grid">
          {ADDRESS_FIELDS.map((key) => (
            <Input
              key={key}
              id={`${id}-address-${key}`}
              label={t(`brandingForms.contact.addressFields.${key}`)}
              value={asText(address[key])}
              error={undefined}
              disabled={disabled}
              onChange={(value) => set('address', { ...address, [key]: value })}
            />
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}

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
function NamedLinks({
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

/** Social networks or delivery platforms: name, link, shown or not. */
function LinkList({
  list,
  doc,
  setDoc,
  errors,
  disabled,
}: EssentialsProps & { list: 'socials' | 'platforms' }) {
  const { t } = useTranslation('admin');
  return (
    <NamedLinks
      legend={t(`brandingForms.links.${list}`)}
      none={t('brandingForms.links.none')}
      items={asList(doc[list]).map(asObject)}
      onItems={(next) => setDoc((old) => ({ ...old, [list]: next }))}
      errorPath={list}
      errors={errors}
      disabled={disabled}
      labels={{
        name: (n) => t('brandingForms.links.name', { n }),
        url: (n) => t('brandingForms.links.url', { n }),
        remove: (n) => t('brandingForms.links.remove', { n }),
        add: t(`brandingForms.links.add.${list}`),
        enabled: (n) => t('brandingForms.links.enabled', { n }),
      }}
      blank={{ name: '', url: '', enabled: true }}
    />
  );
}

const COMPANY_TEXTS = ['brandName', 'tagline'] as const;
const COMPANY_LONG_TEXTS = ['mission', 'vision', 'terms', 'privacy'] as const;

/** The company's name, tagline, mission, vision, values, terms, privacy and branches. */
function Company({ doc, setDoc, errors, disabled }: EssentialsProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const company = asObject(doc['company']);
  const set = (key: string, value: Json) =>
    setDoc((old) => ({ ...old, company: { ...asObject(old['company']), [key]: value } }));
  return (
    <fieldset className="kit-group">
      <legend>{t('brandingForms.company.title')}</legend>
      <div className="branding-essentials__grid">
        {COMPANY_TEXTS.map((key) => (
          <Input
            key={key}
            id={`${id}-${key}`}
            label={t(`brandingForms.company.${key}`)}
            value={asText(company[key])}
            error={undefined}
            disabled={disabled}
            onChange={(value) => set(key, value)}
          />
        ))}
      </div>
      {COMPANY_LONG_TEXTS.map((key) => (
        <TextArea
          key={key}
          id={`${id}-${key}`}
          label={t(`brandingForms.company.${key}`)}
          value={asText(company[key])}
          hint={
            key === 'terms' || key === 'privacy' ? t('brandingForms.company.paragraphs') : undefined
          }
          disabled={disabled}
          onChange={(value) => set(key, value)}
        />
      ))}
      <ValuesField
        id={`${id}-values`}
        value={company['values']}
        disabled={disabled}
        onChange={(value) => set('values', value)}
      />
      <NamedLinks
        legend={t('brandingForms.company.branches')}
        items={asList(company['branches']).map(asObject)}
        onItems={(next) => set('branches', next)}
        errorPath="company.branches"
        errors={errors}
        disabled={disabled}
        labels={{
          name: (n) => t('brandingForms.company.branchName', { n }),
          url: (n) => t('brandingForms.company.branchUrl', { n }),
          remove: (n) => t('brandingForms.company.removeBranch', { n }),
          add: t('brandingForms.company.addBranch'),
        }}
        blank={{ name: '', url: '', icon: '' }}
      />
    </fieldset>
  );
}

/** The values, one per line: the text is kept as typed, the stored list follows it. */
function ValuesField({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: Json | undefined;
  disabled: boolean;
  onChange: (value: Json) => void;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(() => valuesText(value));
  return (
    <TextArea
      id={id}
      label={t('brandingForms.company.values')}
      hint={t('brandingForms.company.valuesHint')}
      value={text}
      disabled={disabled}
      onChange={(next) => {
        setText(next);
        onChange(Array.isArray(value) || next.includes('\n') ? valuesList(next) : next.trim());
      }}
    />
  );
}
