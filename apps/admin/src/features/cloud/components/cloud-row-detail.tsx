import type { CloudRow } from '@bar/client/endpoints/cloud';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cellText, fieldLabel } from '../lib/cloud-table';

/**
 * One document's every field (objects as JSON), named as the table's columns are (the stored name
 * where the panel has no label); its heading takes the focus when it opens.
 */
export function CloudRowDetail({ row: detail, onClose }: { row: CloudRow; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const detailHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    detailHeading.current?.focus();
  }, [detail]);
  return (
    <section className="cloud-detail" aria-labelledby={`${id}-detail`}>
      <h3 id={`${id}-detail`} ref={detailHeading} tabIndex={-1}>
        {t('cloudTab.detailTitle', { id: detail.id })}
      </h3>
      <dl>
        {Object.entries(detail.data).map(([key, value]) => (
          <div key={key}>
            <dt>{fieldLabel(t, key)}</dt>
            <dd>
              {value !== null && typeof value === 'object' ? (
                <pre>{JSON.stringify(value, null, 2)}</pre>
              ) : (
                cellText(value, 10_000)
              )}
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onClose}>
        {t('cloudTab.closeDetail')}
      </button>
    </section>
  );
}
