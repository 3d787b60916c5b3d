import { describe, expect, it } from 'vitest';
import { fieldText } from '../../../components/editor-kit/version-history';
import { adminI18n } from '../../../testing/admin-i18n';
import { catalogFieldMessage } from './version-fields';

/** What the Spanish panel shows for a path (a wrong key shows the key, and fails here). */
const spanish = (path: string) => fieldText(adminI18n('es').t, catalogFieldMessage(path), path);

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
