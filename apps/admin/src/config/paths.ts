/** Every route of the back office, in one place. */
export const paths = {
  root: '/',
  admin: '/admin',
  login: '/admin/login',
  tab: (tab: string) => `/admin/${tab}`,
} as const;

/** The public site: its own origin locally (from the client config), else this host's '/'. */
export function homeHref(webUrl: string | null | undefined, locale: string): string {
  return webUrl ? `${webUrl.replace(/\/$/, '')}/${locale}` : '/';
}
