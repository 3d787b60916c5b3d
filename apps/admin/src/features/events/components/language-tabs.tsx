import type { EventDraft } from '@bar/domain/events/schema';
import * as Tabs from '@radix-ui/react-tabs';
import { MAX_CTAS } from '@bar/domain/events/constants';
import { useState } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OTHER_LANGUAGES, type OtherLanguage, type EventFormValues } from '../lib/form-values';
import { FormField } from './form-field';

type Language = 'es' | OtherLanguage;
const LANGUAGES: readonly Language[] = ['es', ...OTHER_LANGUAGES];
const ROWS = Array.from({ length: MAX_CTAS }, (_, index) => index);

type LanguageTabsProps = {
  control: Control<EventFormValues, unknown, EventDraft>;
  register: UseFormRegister<EventFormValues>;
  errors: FieldErrors<EventFormValues>;
};

/** The first language whose texts have an error, to show its tab after a refused save. */
export function languageWithError(errors: FieldErrors<EventFormValues>): Language | null {
  if (errors.title || errors.description || errors.location) return 'es';
  if (errors.ctas?.some?.((cta) => cta?.label)) return 'es';
  return OTHER_LANGUAGES.find((language) => errors.localized?.[language]) ?? null;
}

/**
 * The event's texts in Español (required), English and Français: Radix Tabs give
 * role=tablist/tab/tabpanel and the arrow keys. Every panel stays in the page (hidden when not
 * selected) so the form keeps each language's inputs. A language without a title of its own
 * shows a "missing" mark on its tab.
 */
export function LanguageTabs({ control, register, errors }: LanguageTabsProps) {
  const { t } = useTranslation('admin');
  const [selected, setSelected] = useState<Language>('es');
  const [shownError, setShownError] = useState<FieldErrors<EventFormValues> | null>(null);
  const localized = useWatch({ control, name: 'localized' });
  // After a refused save, the tab holding the first error opens (once per set of errors).
  if (errors !== shownError && Object.keys(errors).length > 0) {
    setShownError(errors);
    const language = languageWithError(errors);
    if (language && language !== selected) setSelected(language);
  }
  const missing = (language: OtherLanguage) => !localized?.[language]?.title?.trim();

  return (
    <Tabs.Root
      className="event-languages event-form__wide"
      value={selected}
      onValueChange={(value) => setSelected(value as Language)}
    >
      <Tabs.List className="event-languages__tabs" aria-label={t('posts.languages.tabsLabel')}>
        {LANGUAGES.map((language) => {
          const name = t(`posts.languages.${language}`);
          const lacks = language !== 'es' && missing(language);
          const noteId = `event-languages-${language}-note`;
          return (
            <Tabs.Trigger
              key={language}
              value={language}
              className="event-languages__tab"
              aria-describedby={lacks ? noteId : undefined}
            >
              <span lang={language}>{name}</span>
              {language === 'es' && (
                <>
                  <span className="event-languages__mark" aria-hidden="true">
                    {' '}
                    *
                  </span>{' '}
                  <span className="visually-hidden">({t('posts.languages.required')})</span>
                </>
              )}
              {lacks && (
                <>
                  {' '}
                  <span className="event-languages__missing">{t('posts.languages.missing')}</span>
                </>
              )}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {OTHER_LANGUAGES.filter(missing).map((language) => (
        <span key={language} id={`event-languages-${language}-note`} hidden>
          {t('posts.languages.missingLabel', { language: t(`posts.languages.${language}`) })}
        </span>
      ))}
      <p className="event-field__hint">{t('posts.languages.hint')}</p>
      <Tabs.Content
        value="es"
        forceMount
        hidden={selected !== 'es'}
        className="event-languages__panel"
      >
        <FormField id="event-title" label={t('posts.fields.title')} error={errors.title?.message}>
          {(props) => <input {...props} type="text" aria-required {...register('title')} />}
        </FormField>
        <FormField
          id="event-location"
          label={t('posts.fields.location')}
          error={errors.location?.message}
        >
          {(props) => <input {...props} type="text" {...register('location')} />}
        </FormField>
        <FormField
          id="event-description"
          label={t('posts.fields.description')}
          error={errors.description?.message}
        >
          {(props) => <textarea {...props} rows={6} {...register('description')} />}
        </FormField>
        {ROWS.map((index) => (
          <FormField
            key={index}
            id={`event-cta-${index}-label`}
            label={t('posts.languages.ctaLabel', { n: index + 1 })}
            error={errors.ctas?.[index]?.label?.message}
          >
            {(props) => <input {...props} type="text" {...register(`ctas.${index}.label`)} />}
          </FormField>
        ))}
      </Tabs.Content>
      {OTHER_LANGUAGES.map((language) => {
        const error = errors.localized?.[language];
        const id = `event-${language}`;
        return (
          <Tabs.Content
            key={language}
            value={language}
            forceMount
            hidden={selected !== language}
            className="event-languages__panel"
          >
            <FormField
              id={`${id}-title`}
              label={t(`posts.languages.titleIn_${language}`)}
              error={error?.title?.message}
            >
              {(props) => (
                <input
                  {...props}
                  type="text"
                  lang={language}
                  {...register(`localized.${language}.title`)}
                />
              )}
            </FormField>
            <FormField
              id={`${id}-location`}
              label={t(`posts.languages.locationIn_${language}`)}
              error={error?.location?.message}
            >
              {(props) => (
                <input
                  {...props}
                  type="text"
                  lang={language}
                  {...register(`localized.${language}.location`)}
                />
              )}
            </FormField>
            <FormField
              id={`${id}-description`}
              label={t(`posts.languages.descriptionIn_${language}`)}
              error={error?.description?.message}
            >
              {(props) => (
                <textarea
                  {...props}
                  rows={6}
                  lang={language}
                  {...register(`localized.${language}.description`)}
                />
              )}
            </FormField>
            {ROWS.map((index) => (
              <FormField
                key={index}
                id={`${id}-cta-${index}-label`}
                label={t(`posts.languages.ctaLabelIn_${language}`, { n: index + 1 })}
                error={error?.ctaLabels?.[index]?.message}
              >
                {(props) => (
                  <input
                    {...props}
                    type="text"
                    lang={language}
                    {...register(`localized.${language}.ctaLabels.${index}`)}
                  />
                )}
              </FormField>
            ))}
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
