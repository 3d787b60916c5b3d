import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/editor-kit/format';
import { useCloudExports } from '../api/use-cloud';

/** 'Exportaciones': who exported which collection, when, and how many rows. */
export function CloudExports() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const id = useId();
  const exports = useCloudExports();
  return (
    <section className="cloud-exports" aria-labelledby={`${id}-exports`}>
      <h3 id={`${id}-exports`}>{t('cloudTab.exportsTitle')}</h3>
      {exports.data && exports.data.exports.length === 0 && <p>{t('cloudTab.noExports')}</p>}
      <ul>
        {exports.data?.exports.map((entry) => (
          <li key={entry.id}>
            {t('cloudTab.exportLine', {
              at: format.dateTime(entry.at),
              by: entry.by,
              collection: t(`cloudTab.collections.${entry.collection}`, {
                defaultValue: entry.collection,
              }),
              rows: t('cloudTab.rows', {
                count: entry.rows,
                formatted: format.number(entry.rows),
              }),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
