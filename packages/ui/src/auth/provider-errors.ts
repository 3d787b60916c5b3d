/** The text the sign-in card shows: the error's own message, else the catalogue's default. */
export function errorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message.trim() : '';
  return message || fallback;
}
