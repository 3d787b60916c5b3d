import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Company } from './essentials/company';
import { Contact } from './essentials/contact';
import type { EssentialsProps } from './essentials/fields';
import { Holidays } from './essentials/holidays';
import { LinkList } from './essentials/links';
import { WeeklyHours } from './essentials/weekly-hours';

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
