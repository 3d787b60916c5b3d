import { SERVED_BLOCK_IDS } from '@bar/domain/site/served-block-ids';
import type { HeadBlock } from '@bar/domain/site/served-blocks';
import { withTenantBrand } from '@bar/i18n/tenant-brand';
import { jsonScriptTag } from '../../../../lib/http/html-escape.js';
import { headTags } from '../head-html.js';
import { pageHead } from '../head-meta.js';
import type { SlotFiller } from './slot.js';

/**
 * Every page: its head from the tenant's metadata over the build's texts (which name the
 * catalogue's neutral brand: the tenant's own goes in its place), and that head in `bar-head`.
 */
export const headSlot: SlotFiller = {
  fill(_body, { page, built, brand, data: { metadata }, origin }) {
    const branded = brand
      ? {
          ...built,
          title: withTenantBrand(built.title, page.locale, brand),
          description: withTenantBrand(built.description, page.locale, brand),
        }
      : built;
    const head = pageHead(metadata, page, branded, origin);
    const block: HeadBlock = { locale: page.locale, pages: { [page.path]: head } };
    return { head: headTags(head), tail: jsonScriptTag(SERVED_BLOCK_IDS.head, block) };
  },
};
