import type { ServedSlotName } from '@bar/domain/site/served-page';
import { aboutSlot } from './about.js';
import { blogSlot } from './blog.js';
import { contactSlot } from './contact.js';
import { gallerySlot } from './gallery.js';
import { headSlot } from './head.js';
import { heroSlot } from './hero.js';
import { jsonLdSlot } from './json-ld.js';
import { menuSlot } from './menu.js';
import { reviewsSlot } from './reviews.js';
import type { SlotFiller } from './slot.js';
import { termsSlot } from './terms.js';
import { textsSlot } from './texts.js';
import { themeSlot } from './theme.js';

/** One filler per slot of the served-page table (@bar/domain/site/served-page). */
export const SLOT_FILLERS: Record<ServedSlotName, SlotFiller> = {
  theme: themeSlot,
  head: headSlot,
  texts: textsSlot,
  hero: heroSlot,
  blog: blogSlot,
  gallery: gallerySlot,
  terms: termsSlot,
  about: aboutSlot,
  menu: menuSlot,
  contact: contactSlot,
  jsonLd: jsonLdSlot,
  reviews: reviewsSlot,
};
