import { useTranslation } from 'react-i18next';
import { folderName, parentPrefixes } from '../lib/storage-paths';

/** Where staff are: the root and each folder down to the open one, each a way back up. */
export function StorageCrumbs({
  prefix,
  onOpen,
}: {
  prefix: string;
  onOpen: (prefix: string) => void;
}) {
  const { t } = useTranslation('admin');
  const crumbs = parentPrefixes(prefix);
  return (
    <nav aria-label={t('storageTab.breadcrumb')} className="storage-crumbs">
      <ol>
        {crumbs.map((crumb, index) => {
          const label = crumb === '' ? t('storageTab.root') : folderName(crumb);
          return (
            <li key={crumb}>
              {index === crumbs.length - 1 ? (
                <span aria-current="location">{label}</span>
              ) : (
                <button type="button" className="storage-link" onClick={() => onOpen(crumb)}>
                  {label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
