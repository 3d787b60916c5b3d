import { readAbout } from '@bar/domain/branding/about';
import { aboutView } from '@bar/i18n/about-view';

/**
 * What the about page needs only when it writes its board itself (the tenant's data read in the
 * browser, or a minute past what the served board was right for): the reading of the branding
 * and the wording of the hours. A module of its own, loaded once the page has hydrated.
 */
export const aboutWriter = { readAbout, aboutView };

export type AboutWriter = typeof aboutWriter;
