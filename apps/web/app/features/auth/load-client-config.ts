import { getClientConfig, type ClientConfig } from '@bar/client/get-client-config';

/**
 * The site's runtime configuration, asked once per page load and shared by the auth provider
 * and the footer. An empty `adminUrl` means the back office is at this host's /admin.
 */
export type WebClientConfig = ClientConfig;

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
