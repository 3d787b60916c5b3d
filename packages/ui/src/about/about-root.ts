/**
 * The element the prerendered about page holds until the API writes the tenant's board into it
 * (AboutBoard's place). Apart from the board, so the site's first load has it without the board.
 */
export const ABOUT_ROOT_ATTRIBUTE = 'data-about-root';
