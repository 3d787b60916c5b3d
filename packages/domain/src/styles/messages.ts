/** The theme editor's messages: Spanish verbatim from the spec, with en and fr. */
export const THEME_MESSAGES = {
  themeExists: {
    es: 'Ese tema ya existe',
    en: 'That theme already exists',
    fr: 'Ce thème existe déjà',
  },
  baseMissing: {
    es: 'Tema base no existe',
    en: 'The base theme does not exist',
    fr: "Le thème de base n'existe pas",
  },
  themeMissing: {
    es: 'Tema no existe',
    en: 'The theme does not exist',
    fr: "Le thème n'existe pas",
  },
  targetExists: {
    es: 'Ya existe ese tema',
    en: 'A theme with that name already exists',
    fr: 'Un thème porte déjà ce nom',
  },
  lastTheme: {
    es: 'Debe quedar al menos un tema.',
    en: 'At least one theme must remain.',
    fr: 'Au moins un thème doit rester.',
  },
  copySelection: {
    es: 'Selecciona fuente, al menos un destino, propiedades y estados.',
    en: 'Select a source, at least one target, properties and states.',
    fr: 'Sélectionnez une source, au moins une cible, des propriétés et des états.',
  },
  copied: { es: 'Estilos copiados.', en: 'Styles copied.', fr: 'Styles copiés.' },
  aliasesSaved: {
    es: 'Configuración de alias e initial slot guardada',
    en: 'Alias and initial slot settings saved',
    fr: 'Configuration des alias et du slot initial enregistrée',
  },
} as const satisfies Record<string, Record<'es' | 'en' | 'fr', string>>;

export type ThemeMessageId = keyof typeof THEME_MESSAGES;

/** A refused theme operation; `message` is the spec's Spanish text, `code` finds the other locales. */
export class ThemeError extends Error {
  constructor(readonly code: ThemeMessageId) {
    super(THEME_MESSAGES[code].es);
    this.name = 'ThemeError';
  }
}
