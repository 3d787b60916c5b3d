import { describe, expect, it } from 'vitest';
import es from '../../../messages/es.json';
import { postFieldMessage } from './version-fields';

/** The message a key names in the Spanish panel (so a wrong key fails here). */
function spanish(path: string): string | null {
  const message = postFieldMessage(path);
  if (!message) return null;
  const text = message.key.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, es);
  expect(typeof text, message.key).toBe('string');
  return (text as string).replace('{{n}}', String(message.values?.n ?? ''));
}

describe('the post fields a version diff names', () => {
  it('names each field as the form does, in every language tab', () => {
    expect(spanish('title')).toBe('Título');
    expect(spanish('localized.en.title')).toBe('Título en inglés');
    expect(spanish('localized.fr.location')).toBe('Lugar en francés');
    expect(spanish('localized.en.ctaLabels.1')).toBe('Texto de la llamada a la acción 2 en inglés');
    expect(spanish('ctas.0.url')).toBe('Llamada a la acción 1');
    expect(spanish('media.2.alt')).toBe('Imágenes y videos');
    expect(spanish('status')).toBe('Estado');
  });

  it('leaves a path the form does not show to its path', () => {
    expect(postFieldMessage('startAt')).toBeNull();
    expect(postFieldMessage('localized.de.title')).toBeNull();
  });
});
