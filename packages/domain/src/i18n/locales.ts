import { z } from 'zod';
import { LOCALES } from '../locale.js';

/** The locales translations and metadata are kept in: the site's languages. */
export const ContentLocaleSchema = z.enum(LOCALES);

/** The same list as LOCALES (@bar/domain/locale), under the name the content editors use. */
export const CONTENT_LOCALES = LOCALES;
