import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { asObject, asText } from '../../lib/essentials';
import type { Json } from '../../lib/json-edit';
import { type EssentialsProps, Input } from './fields';

const ADDRESS_FIELDS = ['street', 'number', 'interior', 'city', 'state', 'zip', 'country'] as const;

/** Phone, e-mail, website, the map link and the postal address. */
export function Contact({ doc, setDoc, errors, disabled }: EssentialsProps) {
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
