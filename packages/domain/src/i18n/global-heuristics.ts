/** Spec §5: ids that most likely belong to the global (components) scope. */
export const GLOBAL_ID_PREFIXES = [
  'global.',
  'button.',
  'btn.',
  'uploader.',
  'offline.',
  '404.',
  'login.',
  'table.',
  'share.',
  'bgmedia.',
  'footer.auth.',
] as const;

export const GLOBAL_ID_SUFFIXES = [
  '.submit',
  '.cancel',
  '.save',
  '.send',
  '.retry',
  '.back',
  '.next',
  '.previous',
  '.ok',
  '.yes',
  '.no',
  '.close',
  '.open',
  '.loading',
  '.error',
  '.success',
  '.install',
  '.installApp',
  '.later',
  '.logout',
  '.login',
  '.download',
] as const;

/** The editor's answer when nothing matches (spec §2), in the three locales. */
export const NO_GLOBALS_MESSAGE = {
  es: 'No se detectaron globales por heurística.',
  en: 'No globals were detected by the heuristics.',
  fr: 'Aucun global détecté par l’heuristique.',
} as const;

/** Case-sensitive, as ids are (`.installApp`). */
export const isLikelyGlobalId = (id: string): boolean =>
  GLOBAL_ID_PREFIXES.some((prefix) => id.startsWith(prefix)) ||
  GLOBAL_ID_SUFFIXES.some((suffix) => id.endsWith(suffix));

export type GlobalSuggestion =
  | { found: true; ids: string[] }
  | {
      found: false;
      ids: [];
      message: (typeof NO_GLOBALS_MESSAGE)[keyof typeof NO_GLOBALS_MESSAGE];
    };

/**
 * 'Suggest globals and move' (site scope): the ids the heuristics pick, in the given order, or
 * the spec's message when there are none.
 */
export function suggestGlobals(
  ids: readonly string[],
  locale: keyof typeof NO_GLOBALS_MESSAGE = 'es',
): GlobalSuggestion {
  const found = [...new Set(ids.filter(isLikelyGlobalId))];
  return found.length > 0
    ? { found: true, ids: found }
    : { found: false, ids: [], message: NO_GLOBALS_MESSAGE[locale] };
}
