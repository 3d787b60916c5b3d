import { getI18n, type Locale } from '@bar/i18n';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from '../../../lib/lite-i18n/react-i18next';
import { describe, expect, it } from 'vitest';
import { readSiteBranding } from '../site-branding';
import { TermsContent } from './terms-content';

const renderIn = (ui: ReactNode, locale: Locale) =>
  render(<I18nextProvider i18n={getI18n(locale)}>{ui}</I18nextProvider>);

describe('the terms page content', () => {
  it('says it is loading until the tenant data arrives', () => {
    renderIn(<TermsContent branding={null} locale="x" />, 'fr');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des conditions…');
  });

  it('shows the terms and the privacy notice under their headings, a blank line making a paragraph', async () => {
    const branding = readSiteBranding({
      company: {
        terms: 'We may publish your review.\n\nNo insults.\nNo ads.',
        privacy: 'Write to privacy@casa.example or visit https://casa.example/privacy',
      },
    });
    renderIn(<TermsContent branding={branding} locale="x" />, 'en');
    // The board's module comes after the page's: the loading line keeps its place meanwhile.
    expect(screen.getByRole('status')).toHaveTextContent('Loading the terms…');
    const terms = await screen.findByRole('region', { name: 'Terms and conditions' });
    expect(
      within(terms)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['We may publish your review.', 'No insults.\nNo ads.']);
    const privacy = screen.getByRole('region', { name: 'Privacy' });
    expect(within(privacy).getByRole('link', { name: 'privacy@casa.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@casa.example',
    );
    expect(
      within(privacy).getByRole('link', { name: 'https://casa.example/privacy' }),
    ).toHaveAttribute('target', '_blank');
  });

  it('shows only the section the tenant wrote', async () => {
    renderIn(
      <TermsContent branding={readSiteBranding({ company: { privacy: 'Datos.' } })} locale="es" />,
      'es',
    );
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Privacidad');
    expect(screen.queryByRole('region', { name: 'Términos y condiciones' })).toBeNull();
  });

  it('without any text says so and offers the contact links', async () => {
    const branding = readSiteBranding({
      company: { terms: '  ' },
      contact: { email: 'hola@casa.example', phone: '+1 (416) 555-0100' },
    });
    renderIn(<TermsContent branding={branding} locale="x" />, 'es');
    expect(
      await screen.findByText(
        'Este sitio aún no ha publicado sus términos. Si tienes preguntas, escríbenos o llámanos.',
      ),
    ).toBeVisible();
    const contact = screen.getByRole('list', { name: 'Contacto' });
    expect(within(contact).getByRole('link', { name: 'hola@casa.example' })).toHaveAttribute(
      'href',
      'mailto:hola@casa.example',
    );
    expect(within(contact).getByRole('link', { name: '+1 (416) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+14165550100',
    );
  });
});
