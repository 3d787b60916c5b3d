import { describe, expect, it } from 'vitest';
import es from '../../../messages/es.json';
import { catalogFieldMessage } from './version-fields';

function spanish(path: string): string | null {
  const message = catalogFieldMessage(path);
  if (!message) return null;
  const text = message.key.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, es);
  expect(typeof text, message.key).toBe('string');
  return text as string;
}

describe('the catalogue fields a version diff names', () => {
  it('names each field as the form does', () => {
    expect(spanish('price')).toBe('Precio');
    expect(spanish('translations.en.name')).toBe('Nombre en inglés');
    expect(spanish('translations.fr.description')).toBe('Descripción en francés');
    expect(spanish('photoResized.0.url')).toBe('Foto');
    expect(spanish('options.1')).toBe('Opciones (separadas por comas)');
  });

  it('leaves a path the form does not show to its path', () => {
    expect(catalogFieldMessage('gallery.0')).toBeNull();
    expect(catalogFieldMessage('translations.de.name')).toBeNull();
  });
});
