import { LOCALES } from '@bar/domain/locale';
import { SHOP_ITEM_KINDS } from '@bar/domain/checkout/schema';
import { ADSENSE_FORMATS } from '@bar/domain/settings/schema';
import type { ReactNode } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  FieldGroup,
  SelectField,
  TextField,
} from '../../../components/editor-kit/fields';
import { DISPLAYS, ORIENTATIONS, type SiteForm } from '../lib/site-settings';
import '../settings.css';

type Form = UseFormReturn<{ site: SiteForm }>;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The settings form's website, PWA (web app manifest) and AdSense groups. */
export function SiteGroups({ form }: { form: Form }) {
  const { t } = useTranslation('admin');
  const icons = useFieldArray({ control: form.control, name: 'site.pwa.icons' });
  const screenshots = useFieldArray({ control: form.control, name: 'site.pwa.screenshots' });
  const slots = useFieldArray({ control: form.control, name: 'site.adsense' });
  const shop = useFieldArray({ control: form.control, name: 'site.shop' });
  const s = (key: string) => t(`settingsTab.site.${key}`);

  return (
    <>
      <FieldGroup legend={s('website')}>
        <TextField form={form} name="site.website.url" type="url" label={s('url')} />
        <TextField form={form} name="site.website.favicon" label={s('favicon')} />
        <TextField form={form} name="site.website.ogImage" label={s('ogImage')} />
        <TextField form={form} name="site.website.fontHeadings" label={s('fontHeadings')} />
        <TextField form={form} name="site.website.fontBody" label={s('fontBody')} />
        <TextField form={form} name="site.website.aliasLight" label={s('aliasLight')} />
        <TextField form={form} name="site.website.aliasDark" label={s('aliasDark')} />
        <SelectField
          form={form}
          name="site.website.initialSlot"
          label={s('initialSlot')}
          options={[
            { value: 'light', label: s('slotLight') },
            { value: 'dark', label: s('slotDark') },
          ]}
        />
        <TextField
          form={form}
          name="site.website.colorLight"
          label={s('colorLight')}
          hint={s('colorHint')}
        />
        <TextField
          form={form}
          name="site.website.colorDark"
          label={s('colorDark')}
          hint={s('colorHint')}
        />
        <SelectField
          form={form}
          name="site.website.defaultLocale"
          label={s('defaultLocale')}
          options={LOCALES.map((locale) => ({
            value: locale,
            label: t(`settingsTab.site.locales.${locale}`),
          }))}
        />
        {LOCALES.map((locale) => (
          <CheckboxField
            key={locale}
            form={form}
            name={`site.website.supported.${locale}`}
            label={t('settingsTab.site.supportedLocale', {
              locale: t(`settingsTab.site.locales.${locale}`),
            })}
          />
        ))}
        {form.formState.errors.site?.website?.supported?.root?.message && (
          <p className="kit-field__error" role="alert">
            {form.formState.errors.site.website.supported.root.message}
          </p>
        )}
      </FieldGroup>

      <FieldGroup legend={s('pwa')}>
        <TextField form={form} name="site.pwa.name" label={s('pwaName')} />
        <TextField form={form} name="site.pwa.shortName" label={s('pwaShortName')} />
        <TextField form={form} name="site.pwa.description" label={s('pwaDescription')} />
        <TextField form={form} name="site.pwa.startUrl" label={s('pwaStartUrl')} />
        <TextField form={form} name="site.pwa.scope" label={s('pwaScope')} />
        <TextField form={form} name="site.pwa.id" label={s('pwaId')} />
        <SelectField
          form={form}
          name="site.pwa.display"
          label={s('pwaDisplay')}
          options={options(DISPLAYS)}
        />
        <SelectField
          form={form}
          name="site.pwa.orientation"
          label={s('pwaOrientation')}
          options={options(ORIENTATIONS)}
        />
        <h3>{s('icons')}</h3>
        <EditableRows
          rows={icons.fields}
          onAdd={() =>
            icons.append({ src: '', sizes: '192x192', type: 'image/png', purpose: 'any' })
          }
          addLabel={s('addIcon')}
          removeLabel={(index) => t('settingsTab.site.removeIcon', { index: index + 1 })}
          onRemove={(index) => icons.remove(index)}
        >
          {(index) => (
            <>
              <TextField
                form={form}
                name={`site.pwa.icons.${index}.src`}
                label={t('settingsTab.site.iconSrc', { index: index + 1 })}
              />
              <TextField
                form={form}
                name={`site.pwa.icons.${index}.sizes`}
                label={s('sizes')}
                hint={s('iconSizesHint')}
              />
              <TextField form={form} name={`site.pwa.icons.${index}.type`} label={s('type')} />
              <SelectField
                form={form}
                name={`site.pwa.icons.${index}.purpose`}
                label={s('purpose')}
                options={options(['any', 'maskable'])}
              />
            </>
          )}
        </EditableRows>
        <h3>{s('screenshots')}</h3>
        <EditableRows
          rows={screenshots.fields}
          onAdd={() =>
            screenshots.append({
              src: '',
              sizes: '1280x720',
              type: 'image/png',
              label: '',
              form_factor: 'wide',
            })
          }
          addLabel={s('addScreenshot')}
          removeLabel={(index) => t('settingsTab.site.removeScreenshot', { index: index + 1 })}
          onRemove={(index) => screenshots.remove(index)}
        >
          {(index) => (
            <>
              <TextField
                form={form}
                name={`site.pwa.screenshots.${index}.src`}
                label={t('settingsTab.site.screenshotSrc', { index: index + 1 })}
              />
              <TextField
                form={form}
                name={`site.pwa.screenshots.${index}.sizes`}
                label={s('sizes')}
              />
              <TextField
                form={form}
                name={`site.pwa.screenshots.${index}.type`}
                label={s('type')}
              />
              <TextField
                form={form}
                name={`site.pwa.screenshots.${index}.label`}
                label={s('label')}
              />
              <SelectField
                form={form}
                name={`site.pwa.screenshots.${index}.form_factor`}
                label={s('formFactor')}
                options={[
                  { value: 'narrow', label: s('narrow') },
                  { value: 'wide', label: s('wide') },
                ]}
              />
            </>
          )}
        </EditableRows>
      </FieldGroup>

      <FieldGroup legend={s('shop')}>
        <p className="kit-field__hint">{s('shopHint')}</p>
        {shop.fields.length === 0 && <p>{s('noShopItems')}</p>}
        <EditableRows
          rows={shop.fields}
          onAdd={() =>
            shop.append({
              id: `item-${shop.fields.length + 1}`,
              kind: 'giftcard',
              nameEs: '',
              nameEn: '',
              nameFr: '',
              price: '',
            })
          }
          addLabel={s('addShopItem')}
          removeLabel={(index) => t('settingsTab.site.removeShopItem', { index: index + 1 })}
          onRemove={(index) => shop.remove(index)}
        >
          {(index) => (
            <>
              <TextField
                form={form}
                name={`site.shop.${index}.nameEs`}
                label={t('settingsTab.site.shopNameEs', { index: index + 1 })}
              />
              <TextField form={form} name={`site.shop.${index}.nameEn`} label={s('shopNameEn')} />
              <TextField form={form} name={`site.shop.${index}.nameFr`} label={s('shopNameFr')} />
              <SelectField
                form={form}
                name={`site.shop.${index}.kind`}
                label={s('shopKind')}
                options={SHOP_ITEM_KINDS.map((kind) => ({
                  value: kind,
                  label: s(`shopKinds.${kind}`),
                }))}
              />
              <TextField
                form={form}
                name={`site.shop.${index}.price`}
                label={s('shopPrice')}
                hint={s('shopPriceHint')}
                inputMode="decimal"
              />
              <TextField
                form={form}
                name={`site.shop.${index}.id`}
                label={s('shopId')}
                hint={s('shopIdHint')}
              />
            </>
          )}
        </EditableRows>
        <TextField
          form={form}
          name="site.stripe.publishableKey"
          label={s('stripeKey')}
          hint={s('stripeKeyHint')}
        />
        <TextField
          form={form}
          name="site.stripe.pricingTableId"
          label={s('stripeTable')}
          hint={s('stripeTableHint')}
        />
      </FieldGroup>

      <FieldGroup legend={s('adsense')}>
        {slots.fields.length === 0 && <p>{s('noSlots')}</p>}
        <EditableRows
          rows={slots.fields}
          onAdd={() =>
            slots.append({
              client: '',
              slot: '',
              style: '',
              responsive: false,
              format: '300x250',
              layoutKey: '',
            })
          }
          addLabel={s('addSlot')}
          removeLabel={(index) => t('settingsTab.site.removeSlot', { index: index + 1 })}
          onRemove={(index) => slots.remove(index)}
        >
          {(index) => (
            <>
              <TextField
                form={form}
                name={`site.adsense.${index}.client`}
                label={t('settingsTab.site.slotClient', { index: index + 1 })}
              />
              <TextField form={form} name={`site.adsense.${index}.slot`} label={s('slotId')} />
              <SelectField
                form={form}
                name={`site.adsense.${index}.format`}
                label={s('format')}
                options={options(ADSENSE_FORMATS)}
              />
              <TextField form={form} name={`site.adsense.${index}.style`} label={s('style')} />
              <TextField
                form={form}
                name={`site.adsense.${index}.layoutKey`}
                label={s('layoutKey')}
              />
              <CheckboxField
                form={form}
                name={`site.adsense.${index}.responsive`}
                label={s('responsive')}
              />
            </>
          )}
        </EditableRows>
      </FieldGroup>
    </>
  );
}

/**
 * A list of form rows (icons, screenshots, shop items, ad slots): each row's fields with its
 * Remove button, then the list's Add button.
 */
function EditableRows({
  rows,
  children,
  removeLabel,
  onRemove,
  addLabel,
  onAdd,
}: {
  rows: readonly { id: string }[];
  children: (index: number) => ReactNode;
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <>
      <ol className="settings-rows">
        {rows.map((row, index) => (
          <li key={row.id} className="settings-row">
            {children(index)}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onRemove(index)}
            >
              {removeLabel(index)}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--secondary" onClick={onAdd}>
        {addLabel}
      </button>
    </>
  );
}
