/** A tel: href with only the characters dialers read (the site's footer and checkout, the API's served footer). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
