/** Things made of digits and separators that are not phone numbers. */
const NOT_PHONES: RegExp[] = [
  // dates: 2024-05-12, 12.05.2024, 12 05 2024
  /^\d{4}[-. ]\d{1,2}[-. ]\d{1,2}$/,
  /^\d{1,2}[-. ]\d{1,2}[-. ]\d{2,4}$/,
  // years and year ranges: 2023 2024 2025, 2019-2024
  /^(?:(?:19|20)\d{2}[ \t\u00A0-]*)+$/,
  // times and time ranges: 10.30 - 11.45
  /^\d{1,2}[.:]\d{2}[ \t]*-[ \t]*\d{1,2}[.:]\d{2}$/,
  // amounts grouped in thousands: 1.299.000, 12 500 000 (a 3-digit first group reads as a phone)
  /^\d{1,2}(?:[ .\u00A0]\d{3})+$/,
  // a decimal number: 3.14159265
  /^\d+[.,]\d+$/,
];

/** Phones are 9 or more characters (digits, spaces, dashes, dots, parentheses, leading +). */
export function isPhoneText(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '').length;
  if (candidate.length < 9 || digits < 7 || digits > 15) return false;
  if (NOT_PHONES.some((pattern) => pattern.test(candidate))) return false;
  const open = candidate.split('(').length - 1;
  return open === candidate.split(')').length - 1;
}

/** tel: with the digits and the plus sign only. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
