import { describe, expect, it } from 'vitest';
import { adminI18n } from '../../../testing/admin-i18n';
import { brandingPathLabel } from './field-label';

const inSpanish = (path: string) => brandingPathLabel(adminI18n('es').t, path);

describe('the branding fields a version diff names', () => {
  it('names each part of the path in the panel words, counting list places from 1', () => {
    expect(inSpanish('contact.address.street')).toBe('Contacto · Dirección · Calle');
    expect(inSpanish('company.Logo')).toBe('Empresa · Logotipo');
    expect(inSpanish('schedule')).toBe('Horario');
    expect(inSpanish('FAQ.0.answer')).toBe('Preguntas frecuentes · 1 · Respuesta');
    expect(brandingPathLabel(adminI18n('en').t, 'contact.phone')).toBe('Contact · Phone');
  });

  it('keeps a key staff added as they wrote it', () => {
    expect(inSpanish('terraza.aforo')).toBe('terraza · aforo');
  });
});
