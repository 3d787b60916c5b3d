import { useClientConfig } from '@bar/client/get-client-config';
import { homeHref } from '../config/paths';
import { useLocale } from './locale-context';

/** What the shell needs from GET /api/client-config: local mode and the public site's URL. */
export function useSiteConfig() {
  const { data } = useClientConfig();
  const { locale } = useLocale();
  return {
    localMode: data?.localMode ?? false,
    homeHref: homeHref(data?.webUrl, locale),
  };
}
