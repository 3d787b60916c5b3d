import type { Locale } from '@bar/domain/locale';
import { useTranslation } from 'react-i18next';
import { isStored, type JsonObject, leaves } from '../lib/json-edit';

/**
 * The effective branding, read-only: every value and where it comes from (this language, the
 * common document, or the defaults).
 */
export function BrandingPreview({
  branding,
  stored,
  locale,
}: {
  branding: JsonObject;
  stored: JsonObject;
  locale: Locale | null;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="branding-preview-table">
      <table>
        <caption>{t('brandingTab.previewCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('brandingTab.key')}</th>
            <th scope="col">{t('brandingTab.value')}</th>
            <th scope="col">{t('brandingTab.origin')}</th>
          </tr>
        </thead>
        <tbody>
          {leaves(branding).map(({ path, value }) => (
            <tr key={path}>
              <th scope="row">
                <code>{path}</code>
              </th>
              <td>{typeof value === 'string' ? value : JSON.stringify(value)}</td>
              <td>
                {isStored(stored, path)
                  ? t(locale ? 'brandingTab.fromLocale' : 'brandingTab.fromStored')
                  : t(locale ? 'brandingTab.fromCommon' : 'brandingTab.fromDefaults')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
