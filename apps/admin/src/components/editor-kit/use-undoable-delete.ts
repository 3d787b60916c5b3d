import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from './api-errors';
import { useToast } from './toast';

/** How long "Deshacer" stays offered after a delete (ms); the delete is sent when it goes. */
export const UNDO_MS = 7000;

type Pending = { toast: number; name: string; commit: (id: string) => Promise<unknown> };

/**
 * A delete staff can take back: `remove(id, name)` hides the row at once and shows
 * "“name” eliminado · Deshacer" for UNDO_MS; the delete reaches the API only when that toast goes
 * (timed out or closed), so "Deshacer" gives back the row with everything it had (pictures
 * included). Leaving the section sends what is still pending at once; a failed delete shows the
 * row again with the API's reason. Lists filter their rows through `hidden(id)`. A delete whose
 * meaning depends on what is shown now (a translation's scope) passes its own `commit`.
 */
export function useUndoableDelete(commit: (id: string) => Promise<unknown>) {
  const { t } = useTranslation('admin');
  const toaster = useToast();
  const [gone, setGone] = useState<ReadonlySet<string>>(() => new Set());
  const pending = useRef(new Map<string, Pending>());
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  const mounted = useRef(true);

  const show = useCallback((id: string, visible: boolean) => {
    if (!mounted.current) return;
    setGone((current) => {
      const next = new Set(current);
      if (visible) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const send = useCallback(
    (id: string) => {
      const entry = pending.current.get(id);
      if (!entry) return;
      pending.current.delete(id);
      entry.commit(id).then(
        () => show(id, true),
        (error: unknown) => {
          show(id, true);
          toaster.show(
            'error',
            t('editorKit.undo.failed', {
              name: entry.name,
              cause: saveErrorText(t, error),
              interpolation: { escapeValue: false },
            }),
          );
        },
      );
    },
    [show, t, toaster],
  );

  const remove = useCallback(
    (id: string, name: string, commitNow: (id: string) => Promise<unknown> = commitRef.current) => {
      if (pending.current.has(id)) return;
      show(id, false);
      const toast = toaster.show(
        'success',
        t('editorKit.undo.deleted', { name, interpolation: { escapeValue: false } }),
        {
          duration: UNDO_MS,
          onDismiss: () => send(id),
          action: {
            label: t('editorKit.undo.action'),
            altText: t('editorKit.undo.altText', { name, interpolation: { escapeValue: false } }),
            onClick: () => {
              pending.current.delete(id);
              show(id, true);
            },
          },
        },
      );
      pending.current.set(id, { toast, name, commit: commitNow });
    },
    [send, show, t, toaster],
  );

  // Leaving the section (or the page) sends the pending deletes now: nothing is left undone.
  useEffect(() => {
    mounted.current = true;
    const flush = () => {
      for (const [id, entry] of [...pending.current]) {
        toaster.dismiss(entry.toast);
        send(id);
      }
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      mounted.current = false;
      flush();
    };
  }, [send, toaster]);

  const hidden = useCallback((id: string) => gone.has(id), [gone]);
  return { remove, hidden };
}
