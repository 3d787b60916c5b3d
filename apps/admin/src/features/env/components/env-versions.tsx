import { isApiError } from '@bar/client/api-client';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/editor-kit/format';
import { useEnvVersion, useEnvVersions, useRestoreEnvVersion } from '../api/use-env';
import { envChanges } from '../lib/env-changes';

const interpolation = { escapeValue: false };

/**
 * The environment's saved versions, newest first: each shows what differs from what is saved now
 * (secrets as their masks) and can be restored, which itself becomes a new version.
 */
export function EnvVersions({ current }: { current: Record<string, string> }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const headingId = useId();
  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const list = useEnvVersions();
  const version = useEnvVersion(selected);
  const restore = useRestoreEnvVersion({
    onSuccess: () => {
      setNotice({ ok: true, text: t('environment.versions.restored') });
      setConfirming(null);
      setSelected(null);
    },
    onError: (error) =>
      setNotice({
        ok: false,
        text: t('environment.error', {
          message: isApiError(error) ? error.message : t('editorKit.status.other'),
          interpolation,
        }),
      }),
  });
  const versions = list.data?.versions ?? [];
  const changes = version.data ? envChanges(current, version.data.env) : [];

  return (
    <section className="versions" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('environment.versions.title')}</h3>
      {list.isPending && <p>{t('editorKit.loading')}</p>}
      {list.isSuccess && versions.length === 0 && <p>{t('environment.versions.empty')}</p>}
      {notice && (
        <p role="alert" className={notice.ok ? 'notice notice--success' : 'notice notice--error'}>
          {notice.text}
        </p>
      )}
      {versions.length > 0 && (
        <ol className="versions__list">
          {versions.map((item) => {
            const when = item.createdAt ?? new Date(item.ts).toISOString();
            return (
              <li key={item.ts} className="versions__item">
                <time dateTime={when}>{format.dateTime(when)}</time>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-pressed={selected === item.ts}
                  onClick={() => setSelected(selected === item.ts ? null : item.ts)}
                >
                  {t('environment.versions.show')}
                </button>
                {confirming === item.ts ? (
                  <>
                    <span>{t('environment.versions.confirm')}</span>
                    <button
                      type="button"
                      className="button"
                      disabled={restore.isPending}
                      onClick={() => restore.mutate(item.ts)}
                    >
                      {t('environment.versions.restore')}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => setConfirming(null)}
                    >
                      {t('environment.versions.cancel')}
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => {
                      setNotice(null);
                      setConfirming(item.ts);
                    }}
                  >
                    {t('environment.versions.restoreThis')}
                  </button>
                )}
                {selected === item.ts && version.data && (
                  <div className="versions__diff">
                    <table>
                      <caption>{t('environment.versions.diffCaption')}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('environment.versions.name')}</th>
                          <th scope="col">{t('environment.versions.then')}</th>
                          <th scope="col">{t('environment.versions.now')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {changes.length === 0 ? (
                          <tr>
                            <td colSpan={3}>{t('environment.versions.same')}</td>
                          </tr>
                        ) : (
                          changes.map((change) => (
                            <tr key={change.name}>
                              <th scope="row">
                                <code>{change.name}</code>
                              </th>
                              <td>{change.then ?? '—'}</td>
                              <td>{change.now ?? '—'}</td>
                            </tr>
                          ))
                        )}
                      </tbody>
                    </table>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
