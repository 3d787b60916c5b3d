/**
 * The ids of the theme editor's messages; the texts are the back office's catalogue
 * (`themeMessages.*`), the spec's Spanish word for word.
 */
export const THEME_MESSAGE_IDS = [
  'themeExists',
  'baseMissing',
  'themeMissing',
  'targetExists',
  'lastTheme',
  'copySelection',
  'copied',
  'aliasesSaved',
] as const;

export type ThemeMessageId = (typeof THEME_MESSAGE_IDS)[number];

/** A refused theme operation; `code` is its message id, which the back office translates. */
export class ThemeError extends Error {
  constructor(readonly code: ThemeMessageId) {
    super(code);
    this.name = 'ThemeError';
  }
}
