import { describe, expect, it } from 'vitest';
import { adminI18n } from '../../../testing/admin-i18n';
import { stylesFieldText } from './version-fields';

const inSpanish = (path: string) => stylesFieldText(adminI18n('es').t, path);

describe('the styles fields a version diff names', () => {
  it('names a control, its state and its property as the editor does', () => {
    expect(inSpanish('components.button.light.hover.backgroundColor')).toBe(
      'Botón · light · Al pasar (hover) · Fondo',
    );
    expect(inSpanish('components.nav-item.dark.rest.textColor')).toBe(
      'nav-item · dark · Reposo · Texto',
    );
    expect(inSpanish('global.body.dark.textColor')).toBe('Página · dark · Texto');
    expect(inSpanish('global.font.scale')).toBe('Escala de la letra');
    expect(inSpanish('themes')).toBe('Temas');
    expect(stylesFieldText(adminI18n('fr').t, 'themes')).toBe('Thèmes');
  });

  it('leaves a path the editor does not show to its path', () => {
    expect(inSpanish('$version')).toBe('$version');
  });
});
