/**
 * The user state's localStorage key ('Digital', whose Cookies field is the choice): here, with
 * the boot script every page's first load carries, so that load need not hold the store too.
 */
export const CONSENT_STORAGE_KEY = 'Digital';

/** Set on <html> ("ask") for a visitor who has not chosen yet, while the page starts. */
export const CONSENT_ATTRIBUTE = 'data-consent';

/**
 * Inline <head> script: marks a visitor without a stored choice before the first paint, the one
 * visitor the prerendered consent bar is shown to (the site's CSS hides it otherwise, and with
 * scripts off, where it could not be answered). The bar is then part of the first paint instead
 * of arriving with the scripts, and a returning visitor never sees it flash. Same rule as
 * readConsent(): a boolean at Digital.Cookies is a choice; anything else, or storage refused, is
 * none. One fixed text, so its CSP hash (computed by the API from the served HTML) is stable.
 */
export const CONSENT_BOOT_SCRIPT = `(function(){try{var v=JSON.parse(localStorage.getItem(${JSON.stringify(
  CONSENT_STORAGE_KEY,
)})||"null");if(v&&typeof v.Cookies==="boolean")return}catch(e){}document.documentElement.setAttribute(${JSON.stringify(
  CONSENT_ATTRIBUTE,
)},"ask")})()`;
