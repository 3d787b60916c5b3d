import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGE_IDS } from '@bar/domain/events/messages';
import { CHAT_TOPICS, UNKNOWN_TOPIC } from '@bar/domain/assistant/topics';
import { adminI18n, adminMessages } from '../testing/admin-i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('admin catalogues', () => {
  const reference = keysOf(adminMessages.es).sort();

  it.each(['en', 'fr'] as const)('%s has exactly the Spanish keys, none empty', (locale) => {
    expect(keysOf(adminMessages[locale]).sort()).toEqual(reference);
    const flat = JSON.stringify(adminMessages[locale]);
    expect(flat).not.toMatch(/:""/);
  });

  it.each(['es', 'en', 'fr'] as const)('%s leaves no value empty or equal to its id', (locale) => {
    const flat = (node: unknown, path: string): [string, unknown][] =>
      typeof node === 'object' && node !== null
        ? Object.entries(node).flatMap(([k, v]) => flat(v, path ? `${path}.${k}` : k))
        : [[path, node]];
    const bad = flat(adminMessages[locale], '')
      .filter(
        ([key, text]) => typeof text !== 'string' || text.trim() === '' || text.trim() === key,
      )
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it('keeps the exact texts of the spec', () => {
    const { gate, branding } = adminMessages.es;
    expect(gate.google).toBe('Acceso de Controlador');
    expect(gate.denied).toBe('No tienes permisos para ver este panel.');
    expect(gate.deniedDefault).toBe('Permisos insuficientes o token inválido.');
    expect(gate.networkError).toBe('No fue posible validar permisos en servidor.');
    expect(branding.restricted).toBe('Acceso restringido: solo Superadmin.');
    // The spec writes these two in English: the English catalogue keeps them word for word, the
    // others say the same in their language.
    expect(adminMessages.en.gate.checking).toBe('Checking permissions…');
    expect(adminMessages.en.posts.save.success).toBe('Post saved: "{{title}}"');
    expect(gate.checking).toBe('Comprobando permisos…');
    expect(adminMessages.fr.gate.checking).toBe('Vérification des autorisations…');
  });

  it('holds the theme editor and event rule texts, the spec words kept', () => {
    expect(adminMessages.es.themeMessages).toEqual({
      themeExists: 'Ese tema ya existe',
      baseMissing: 'Tema base no existe',
      themeMissing: 'Tema no existe',
      targetExists: 'Ya existe ese tema',
      lastTheme: 'Debe quedar al menos un tema.',
      copySelection: 'Selecciona fuente, al menos un destino, propiedades y estados.',
      copied: 'Estilos copiados.',
      aliasesSaved: 'Configuración de alias e initial slot guardada',
    });
    const events = (locale: 'es' | 'en' | 'fr') => adminMessages[locale].events.errors;
    expect(events('en').titleRequired).toBe('Title is required');
    expect(events('en').dateRequired).toBe('Date is required');
    expect(events('es').titleRequired).toBe('El título es obligatorio');
    // Every id the event rules answer has its text here.
    for (const id of EVENT_MESSAGE_IDS) {
      expect(
        events('fr')[id.replace('events.errors.', '') as keyof ReturnType<typeof events>],
      ).toBeTruthy();
    }
  });
});

describe('admin texts staff read', () => {
  it.each([
    ['es', '1 tabla', '2 tablas', '1 fila', '1 pregunta'],
    ['en', '1 table', '2 tables', '1 row', '1 question'],
    ['fr', '1 tableau', '2 tableaux', '1 ligne', '1 question'],
  ] as const)(
    '%s counts in the right plural',
    (locale, oneTable, twoTables, oneRow, oneQuestion) => {
      const t = adminI18n(locale).t;
      const count = (key: string, n: number) => t(key, { count: n, formatted: String(n) });
      const done = (tables: number) =>
        t('metadataTab.import.done', {
          tables: count('metadataTab.import.tables', tables),
          ignored: count('metadataTab.import.ignored', 1),
        });
      expect(done(1)).toContain(oneTable);
      expect(done(1)).not.toContain(twoTables);
      expect(done(2)).toContain(twoTables);
      expect(count('cloudTab.rows', 1)).toBe(oneRow);
      expect(count('aiAgent.metrics.questions', 1)).toBe(oneQuestion);
    },
  );

  it.each(['es', 'en', 'fr'] as const)('%s names every chat topic in words', (locale) => {
    const t = adminI18n(locale).t;
    for (const topic of [...CHAT_TOPICS, UNKNOWN_TOPIC]) {
      const text = t(`aiAgent.metrics.topicNames.${topic}`);
      expect(text, topic).not.toMatch(/^aiAgent\./);
      if (locale !== 'en') expect(text, topic).not.toBe(topic);
    }
    expect(t('aiAgent.metrics.topicNames.unknown')).not.toMatch(/unknown/i);
  });

  it('heads the Spanish panel in Spanish', () => {
    expect(adminMessages.es.app.title).toBe('Panel de administración');
  });
});
