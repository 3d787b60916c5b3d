import { isApiError } from '@bar/client/api-client';

/** The API's own words for a failure (already in the panel's language), else a generic text. */
export function envErrorText(t: (key: string) => string, error: unknown): string {
  return isApiError(error) && error.message ? error.message : t('editorKit.status.other');
}
