/**
 * The element the prerendered menu page holds until the API writes the tenant's menu into it
 * (MenuBoard's root). Apart from the board, so the site's first load has it without the board.
 */
export const MENU_ROOT_ATTRIBUTE = 'data-menu-root';
