import type { AuthContextValue } from '@bar/session/auth-context';
import { SessionEngine } from '@bar/session/auth-value';
import { afterLoadIdle } from '../../../lib/after-load';
import { loadClientConfig } from '../load-client-config';

type EngineProps = { onValue: (value: AuthContextValue) => void };

// Reading the site needs no identity: public pages load the SDK (about 30 KB gzipped) and ask
// the Auth service only when the visitor does something that needs a session (sign in, the
// guest entry, the sign-in page), or, for a browser that holds a session (a returning visitor),
// once the page has loaded and the browser is idle, so it never competes with the first paint.
const loadPublicConfig = () => afterLoadIdle().then(loadClientConfig);

/** Public pages: signed out until an action needs a session; a stored session comes back. */
export function PublicSessionEngine({ onValue }: EngineProps) {
  return <SessionEngine start="on-demand" loadConfig={loadPublicConfig} onValue={onValue} />;
}

/** The kiosk tablet: eager, in memory only, so a reload or a new visitor starts clean. */
export function KioskSessionEngine({ onValue }: EngineProps) {
  return <SessionEngine persistence="memory" loadConfig={loadClientConfig} onValue={onValue} />;
}
