import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../api/use-env';
import { envErrorText } from '../lib/env-error';
import { EnvVariablesForm } from './env-variables-form';
import { EnvVersions } from './env-versions';
import '../env.css';

/**
 * The environment section (superadmin): one input per declared variable (secrets masked, only
 * their last four characters shown), extra variables with add and remove, 'Guardar ENV', and the
 * saved versions with their differences and a restore.
 */
function EnvPanel() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const query = useEnv();

  return (
    <section className="env-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('environment.title')}</h2>
      <p>{t('environment.intro')}</p>
      {query.isPending && <p role="status">{t('editorKit.loading')}</p>}
      {query.isError && (
        <p role="alert">
          {t('environment.error', { message: envErrorText(t, query.error), interpolation })}
        </p>
      )}
      {query.data && <EnvVariablesForm resolved={query.data} />}
      {query.data && <EnvVersions current={query.data.env} />}
    </section>
  );
}

const interpolation = { escapeValue: false };

export default EnvPanel;
