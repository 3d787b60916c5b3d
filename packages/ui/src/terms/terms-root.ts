/**
 * The element the prerendered terms page holds until the API writes the tenant's terms into it
 * (TermsBoard's place). Apart from the board, so the site's first load has it without the board.
 */
export const TERMS_ROOT_ATTRIBUTE = 'data-terms-root';
