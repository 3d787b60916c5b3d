import { describe, expect, it } from 'vitest';
import { fieldText } from '../../../components/editor-kit/version-history';
import { adminI18n } from '../../../testing/admin-i18n';
import { eventFieldMessage } from './version-fields';

/** What the Spanish panel shows for a path (a wrong key shows the key, and fails here). */
const spanish = (path: string) => fieldText(adminI18n('es').t, eventFieldMessage(path), path);

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
    expect(eventFieldMessage('startAt')).toBeNull();
    expect(eventFieldMessage('localized.de.title')).toBeNull();
  });
});
