import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type DayHours, scheduleOf, withDay } from '../../lib/essentials';
import type { EssentialsProps } from './fields';

/** The week as a grid: a row per day with its opening and closing time, or closed. */
export function WeeklyHours({ doc, setDoc, errors, disabled }: EssentialsProps) {
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
