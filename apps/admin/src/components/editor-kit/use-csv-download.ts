import { useAuth } from '@bar/session/use-auth';
import { useLocale } from '../../lib/locale-context';

/**
 * Downloads a CSV the API builds (signed with the session's token): the browser saves the
 * answer as `filename`. Throws when the API refuses.
 */
export function useCsvDownload() {
  const { getIdToken } = useAuth();
  const { locale } = useLocale();
  return async (path: string, filename: string): Promise<void> => {
    const token = await getIdToken();
    const response = await fetch(path, {
      headers: { 'x-locale': locale, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    if (!response.ok) throw new Error(`export failed: ${response.status}`);
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };
}
