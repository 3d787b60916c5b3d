import { describe, expect, it } from 'vitest';
import { createI18n, getI18n } from './create-i18n';

describe('createI18n', () => {
  it('is ready synchronously with the bundled catalogue of its locale', () => {
    const i18n = createI18n('fr');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('fr');
    expect(i18n.t('notFound.message')).toBe(
      "Désolé, nous n'avons pas trouvé ce que vous cherchez.",
    );
    expect(i18n.t('menus.tabs.michelada')).toBe('Micheladas');
  });

  it('gives each locale its own instance', () => {
    expect(createI18n('es').t('offline.message')).toBe(
      'Algunas funciones requieren internet. Inténtalo de nuevo cuando tengas señal.',
    );
    expect(createI18n('en').t('offline.message')).toBe(
      'Some features require internet. Please try again when you have a signal.',
    );
  });

  it('counts the seats a time slot has left in the singular for one', () => {
    const left = (locale: 'es' | 'en' | 'fr', count: number) =>
      createI18n(locale).t('reservations.form.left', { time: '20:30', count });
    expect([left('es', 1), left('es', 4)]).toEqual(['20:30 (1 lugar)', '20:30 (4 lugares)']);
    expect([left('en', 1), left('en', 4)]).toEqual(['20:30 (1 seat)', '20:30 (4 seats)']);
    expect([left('fr', 1), left('fr', 4)]).toEqual(['20:30 (1 place)', '20:30 (4 places)']);
  });

  it('memoises one instance per locale', () => {
    expect(getI18n('en')).toBe(getI18n('en'));
    expect(getI18n('en')).not.toBe(getI18n('es'));
  });
});
