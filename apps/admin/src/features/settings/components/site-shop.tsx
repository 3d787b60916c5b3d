import { SHOP_ITEM_KINDS } from '@bar/domain/checkout/schema';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGroup, SelectField, TextField } from '../../../components/editor-kit/fields';
import { EditableRows } from './editable-rows';
import type { SiteFormApi } from '../lib/site-settings';

/** The shop group: what guests can buy online. */
export function SiteShop({ form }: { form: SiteFormApi }) {
  const { t } = useTranslation('admin');
  const shop = useFieldArray({ control: form.control, name: 'site.shop' });
  const s = (key: string) => t(`settingsTab.site.${key}`);

  return (
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
  );
}
