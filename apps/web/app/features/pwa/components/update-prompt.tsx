import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { useTextGroups } from '../../../lib/use-site-i18n';
import { activateUpdate } from '../register-service-worker';
import './update-prompt.css';

type UpdatePromptProps = { worker: ServiceWorker; onDismiss: () => void };

/**
 * "A new version is available": the visitor chooses when the page reloads into it, so a form
 * being filled in is never lost to an update.
 */
export default function UpdatePrompt({ worker, onDismiss }: UpdatePromptProps) {
  // Loaded on its own (pwa-runtime.tsx): its texts too.
  useTextGroups(['pwa']);
  const { t } = useTranslation();
  return (
    <aside className="update-prompt" aria-labelledby="update-prompt-text">
      <p id="update-prompt-text" role="status">
        {t('pwa.updateReady')}
      </p>
      <p className="actions">
        <button type="button" className="button" onClick={() => activateUpdate(worker)}>
          {t('pwa.updateNow')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDismiss}>
          {t('pwa.updateLater')}
        </button>
      </p>
    </aside>
  );
}
