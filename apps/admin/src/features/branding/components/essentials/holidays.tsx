import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  asList,
  asObject,
  dateInputValue,
  holidaysOf,
  isYearly,
  nextOccurrence,
  storedDate,
} from '../../lib/essentials';
import type { JsonObject } from '../../lib/json-edit';
import { type EssentialsProps, Input } from './fields';

/** The holidays in date order, each one day or every year, with the next time it comes. */
export function Holidays({ doc, setDoc, errors, disabled }: EssentialsProps) {
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
