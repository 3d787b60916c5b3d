import { describe, expect, it } from 'vitest';
import { adminI18n } from '../../testing/admin-i18n';
import { settingsFieldText } from './settings-field-text';

const inSpanish = (path: string) => settingsFieldText(adminI18n('es').t, path);

describe('the settings fields a version diff names', () => {
  it('names each field as the settings and booking forms label it', () => {
    expect(inSpanish('domain.url')).toBe('URL del dominio');
    expect(inSpanish('faculties.booking')).toBe('Reservas en línea');
    expect(inSpanish('company.legals.TaxId')).toBe('Número fiscal (TPS/TVQ)');
    expect(inSpanish('company.controller.Email')).toBe('Correo del responsable');
    expect(inSpanish('website.fonts.body')).toBe('Fuente del texto');
    expect(inSpanish('website.theme.meta.themeColor.dark')).toBe(
      'Color del navegador (modo oscuro)',
    );
    expect(inSpanish('website.i18n.supported')).toBe('Idiomas disponibles');
    expect(inSpanish('pwa.shortName')).toBe('Nombre corto');
    expect(inSpanish('shop.stripe.pricingTableId')).toBe('Stripe: id de la tabla de precios');
    expect(inSpanish('booking.maxPartySize')).toBe('Grupo más grande en línea');
  });

  it('names them in the panel language too', () => {
    expect(settingsFieldText(adminI18n('fr').t, 'domain.url')).not.toBe('domain.url');
    expect(settingsFieldText(adminI18n('en').t, 'faculties.booking')).not.toBe('faculties.booking');
  });

  it('leaves a path no form shows to its path', () => {
    expect(inSpanish('agentAI.model')).toBe('agentAI.model');
    expect(inSpanish('faculties.unheardOf')).toBe('faculties.unheardOf');
    expect(inSpanish('updatedAt')).toBe('updatedAt');
  });
});
