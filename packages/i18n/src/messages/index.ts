import type { Locale } from '../locales';
import type { MessageTree } from '../flatten-messages';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

// Bundled catalogues: small enough to ship together, and having all three in the bundle lets
// the prerender and the first client render use the same synchronous instance.
export const MESSAGES: Readonly<Record<Locale, MessageTree>> = { es, en, fr };
