import { useAuth } from '@bar/session/use-auth';
import { useEffect, useState } from 'react';

const OWN_MEDIA = '/api/media/';

/**
 * The address a preview can show for one of our stored files. A draft's files are not public
 * (the API answers them to the tenant's staff only, by token), so our own files are fetched with
 * the session's token and shown from a local object URL; other addresses are used as they are.
 * Undefined while the file is on its way.
 */
export function useStaffMediaSrc(src: string): string | undefined {
  const { getIdToken } = useAuth();
  const own = src.startsWith(OWN_MEDIA);
  const [shown, setShown] = useState<{ src: string; url: string } | null>(null);

  useEffect(() => {
    if (!own) return undefined;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    void (async () => {
      const token = await getIdToken();
      const answer = await fetch(src, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal: controller.signal,
      });
      if (!answer.ok) throw new Error(`media ${answer.status}`);
      const blob = await answer.blob();
      if (controller.signal.aborted) return;
      objectUrl = URL.createObjectURL(blob);
      setShown({ src, url: objectUrl });
    })().catch(() => {
      // An unreachable preview falls back to the plain address (published files still show).
      if (!controller.signal.aborted) setShown({ src, url: src });
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [own, src, getIdToken]);

  if (!own) return src;
  return shown?.src === src ? shown.url : undefined;
}
