import { ADSENSE_FORMATS } from '@bar/domain/settings/schema';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  FieldGroup,
  SelectField,
  TextField,
} from '../../../components/editor-kit/fields';
import { EditableRows } from './editable-rows';
import type { SiteFormApi } from '../lib/site-settings';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The AdSense group: the client and its ad slots. */
export function SiteAdsense({ form }: { form: SiteFormApi }) {
  const { t } = useTranslation('admin');
  const slots = useFieldArray({ control: form.control, name: 'site.adsense' });
  const s = (key: string) => t(`settingsTab.site.${key}`);

  return (
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
  );
}
