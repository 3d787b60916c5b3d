export const THEME_STORAGE_KEY = 'theme';
/** The tenant's settings.website.theme.initialSlot, remembered so the next load starts in it. */
export const THEME_INITIAL_STORAGE_KEY = 'theme:initial';
export const THEME_ATTRIBUTE = 'data-theme';

/**
 * Inline <head> script that sets the slot before first paint, so a dark visitor never sees a
 * light flash. The text is the same on every page, so its CSP hash (computed by the API from
 * the served HTML) is stable. Same rules as readStartSlot(): a stored choice (invalid -> light),
 * else the tenant's remembered initial slot, else light.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var s=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(s===null)s=localStorage.getItem(${JSON.stringify(
  THEME_INITIAL_STORAGE_KEY,
)});document.documentElement.setAttribute(${JSON.stringify(
  THEME_ATTRIBUTE,
)},s==='dark'?'dark':'light')}catch(e){}})()`;
