import type { StorageObject, StorageUsage } from '@bar/client/endpoints/storage';
import { StorageObjectSchema } from '@bar/domain/api/storage';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/editor-kit/format';
import { useStaffMediaSrc } from '../../../components/editor-kit/use-staff-media';

/** Every field of Cloud Storage's object metadata, in the spec's order (the schema's). */
const FIELDS = Object.keys(StorageObjectSchema.shape) as (keyof StorageObject)[];

/** "Evento «Noche de salsa», Producto «Taco»": where deleting the file would leave a gap. */
export const usageList = (t: TFunction, usages: StorageUsage[]) =>
  usages.map((usage) => t(`storageTab.usage.${usage.kind}`, { label: usage.label })).join(', ');

/** What a file is: its preview, a link to it, where it is used and every metadata field. */
export function ObjectFacts({
  url,
  meta,
  usedBy,
}: {
  url: string;
  meta: StorageObject;
  usedBy: StorageUsage[];
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <div className="storage-detail__body">
      <Preview url={url} meta={meta} />
      <div>
        <p>
          <a href={url} target="_blank" rel="noreferrer">
            {t('storageTab.openFile')}
          </a>
        </p>
        <h4>{t('storageTab.usedByTitle')}</h4>
        <p className={usedBy.length > 0 ? 'storage-detail__warning' : undefined}>
          {usedBy.length > 0 ? usageList(t, usedBy) : t('storageTab.notUsed')}
        </p>
        <h4>{t('storageTab.metadataTitle')}</h4>
        <dl className="storage-detail__fields">
          {FIELDS.map((field) => (
            <div key={field}>
              <dt>{field}</dt>
              <dd>
                {field === 'customMetadata'
                  ? Object.keys(meta.customMetadata).length === 0
                    ? '—'
                    : Object.entries(meta.customMetadata)
                        .map(([key, value]) => `${key}: ${value}`)
                        .join(' · ')
                  : field === 'size'
                    ? `${format.bytes(meta.size)} (${format.number(meta.size)})`
                    : field === 'timeCreated' || field === 'updated'
                      ? format.dateTime(meta[field])
                      : (meta[field] ?? '—')}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

/** A picture or a video, shown; other files have no preview. */
function Preview({ url, meta }: { url: string; meta: StorageObject }) {
  const { t } = useTranslation('admin');
  const image = meta.contentType.startsWith('image/');
  const video = meta.contentType.startsWith('video/');
  // Pictures come with the session's token (a draft's files are staff-only); a video streams.
  const src = useStaffMediaSrc(image ? url : '');
  if (image)
    return (
      <figure className="storage-detail__preview">
        {src ? <img src={src} alt={t('storageTab.previewOf', { name: meta.name })} /> : null}
      </figure>
    );
  if (video)
    return (
      <figure className="storage-detail__preview">
        <video
          src={url}
          controls
          preload="metadata"
          aria-label={t('storageTab.previewOf', { name: meta.name })}
        />
      </figure>
    );
  return <p className="storage-detail__preview">{t('storageTab.noPreview')}</p>;
}
