import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGroup, SelectField, TextField } from '../../../components/editor-kit/fields';
import { DISPLAYS, ORIENTATIONS, type SiteFormApi } from '../lib/site-settings';
import { EditableRows } from './editable-rows';

/** The PWA group: the web app manifest, its icons and screenshots. */
export function SitePwa({ form }: { form: SiteFormApi }) {
  const { t } = useTranslation('admin');
  const icons = useFieldArray({ control: form.control, name: 'site.pwa.icons' });
  const screenshots = useFieldArray({ control: form.control, name: 'site.pwa.screenshots' });
  const s = (key: string) => t(`settingsTab.site.${key}`);

  return (
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
        options={DISPLAYS.map((value) => ({ value, label: s(`displays.${value}`) }))}
      />
      <SelectField
        form={form}
        name="site.pwa.orientation"
        label={s('pwaOrientation')}
        options={ORIENTATIONS.map((value) => ({ value, label: s(`orientations.${value}`) }))}
      />
      <h3>{s('icons')}</h3>
      <EditableRows
        rows={icons.fields}
        onAdd={() => icons.append({ src: '', sizes: '192x192', type: 'image/png', purpose: 'any' })}
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
              options={['any', 'maskable'].map((value) => ({ value, label: value }))}
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
            <TextField form={form} name={`site.pwa.screenshots.${index}.type`} label={s('type')} />
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
  );
}
