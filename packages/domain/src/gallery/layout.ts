/**
 * The gallery grid's cell widths, as `sizes` for its pictures: 2 columns on a phone, 3 from
 * 40rem, 4 from 56rem (the page is 60rem at most). The page renders them, and the served HTML
 * preloads the first picture with the same value, so the browser picks the same variant once.
 */
export const GALLERY_IMAGE_SIZES = '(min-width: 56rem) 15rem, (min-width: 40rem) 33vw, 50vw';
