/** A phone number's digits: spaces, dashes, dots and brackets taken out. */
export const phoneDigits = (phone: string): string => phone.replace(/[\s().-]/g, '');
