import { getClientConfig, type ClientConfig } from '@bar/client/get-client-config';

/**
 * The site's runtime configuration, asked once per page load and shared by the auth provider
 * and the footer. `adminUrl` is read when the API sends it (the back office may live on
 * another origin); until then the admin entry points at this host's /admin.
 */
export type WebClientConfig = ClientConfig & { adminUrl?: string | null };

export const DEFAULT_ADMIN_HREF = '/admin';

let pending: Promise<WebClientConfig> | undefined;

export function loadClientConfig(): Promise<WebClientConfig> {
  pending ??= getClientConfig().catch((error: unknown) => {
    // A later caller (e.g. after coming back online) may try again.
    pending = undefined;
    throw error;
  });
  return pending;
}

export function adminHrefFrom(config: WebClientConfig | null): string {
  const url = config?.adminUrl?.trim();
  return url ? url : DEFAULT_ADMIN_HREF;
}
