import {
  BOOKING_LIMITS,
  BOOKING_RULE_KEYS,
  type BookingRuleKey,
  bookingRulesFrom,
} from '@bar/domain/reservations/booking-rules';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EditorFormView } from '../../../components/editor-kit/editor-form-view';
import { FieldGroup, NumberField } from '../../../components/editor-kit/fields';
import { useEditorForm } from '../../../components/editor-kit/use-editor-form';
import { settingsFieldText } from '../../../components/editor-kit/settings-field-text';
import { VersionHistory } from '../../../components/editor-kit/version-history';
import {
  useRefreshSettings,
  useSaveSettings,
  useSettings,
} from '../../../components/editor-kit/use-settings';

type BookingForm = { booking: Record<BookingRuleKey, number> };

/**
 * The restaurant's booking rules (settings `booking`): slot length, minimum notice, days ahead,
 * covers per slot, largest party online and last seating before closing. Saved as a settings
 * patch, so each save is a settings version; the public slots follow at once. Opening hours and
 * holidays are the branding's schedule.
 */
export function BookingSettings() {
  const { t } = useTranslation('admin');
  const query = useSettings();
  const { mutateAsync: saveSettings } = useSaveSettings();
  const refresh = useRefreshSettings();
  const schema = useMemo(
    () =>
      z.object({
        booking: z.object(
          Object.fromEntries(
            BOOKING_RULE_KEYS.map((key) => {
              const { min, max } = BOOKING_LIMITS[key];
              const message = t('bookingTab.range', { min, max });
              return [
                key,
                z
                  .number({ error: message })
                  .int({ error: t('bookingTab.whole') })
                  .min(min, { error: message })
                  .max(max, { error: message }),
              ];
            }),
          ) as Record<BookingRuleKey, z.ZodNumber>,
        ),
      }),
    [t],
  );
  const values = useMemo<BookingForm | undefined>(() => {
    if (!query.data) return undefined;
    const rules = bookingRulesFrom(query.data.settings.booking);
    return {
      booking: Object.fromEntries(BOOKING_RULE_KEYS.map((key) => [key, rules[key]])) as Record<
        BookingRuleKey,
        number
      >,
    };
  }, [query.data]);
  const onSave = useCallback(
    async (next: BookingForm) => {
      await saveSettings(next);
    },
    [saveSettings],
  );
  const editor = useEditorForm({ schema, values, onSave });

  if (query.isPending) return <p>{t('editorKit.loading')}</p>;
  if (query.isError) return <p role="alert">{t('reservationsTab.loadError')}</p>;
  return (
    <section className="staff-section">
      <h2>{t('bookingTab.title')}</h2>
      <p>{t('bookingTab.intro')}</p>
      <EditorFormView editor={editor} label={t('bookingTab.title')}>
        <FieldGroup legend={t('bookingTab.legend')}>
          {BOOKING_RULE_KEYS.map((key) => (
            <NumberField
              key={key}
              form={editor.form}
              name={`booking.${key}`}
              step={1}
              label={t(`bookingTab.field.${key}`)}
              hint={t(`bookingTab.hint.${key}`, BOOKING_LIMITS[key])}
            />
          ))}
        </FieldGroup>
      </EditorFormView>
      <VersionHistory
        area="settings"
        current={query.data.stored}
        onRestored={refresh}
        fieldLabel={(path) => settingsFieldText(t, path)}
      />
    </section>
  );
}
