/** A tel: href with only the characters dialers read (the footer's and the checkout's phone). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
