import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLocale } from '../testing/render-in-locale';
import { MapsEmbed } from './maps-embed';

describe('MapsEmbed', () => {
  it('renders a lazy, titled, full-width iframe 360 px high', () => {
    const { container } = renderInLocale(
      <MapsEmbed apiKey="public-key" mode="place" q="Bar Grill, Ottawa" />,
    );
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute('title', 'Map');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('width', '100%');
    expect(frame).toHaveAttribute('height', '360');
    expect(frame.src).toBe(
      'https://www.google.com/maps/embed/v1/place?key=public-key&q=Bar+Grill%2C+Ottawa&zoom=15',
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('takes a title and a height, and offers the interactive link on request', () => {
    const { container } = renderInLocale(
      <MapsEmbed apiKey="k" lat={45} lng={-75} title="Our bar" height={240} showLink />,
      'es',
    );
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute('title', 'Our bar');
    expect(frame).toHaveAttribute('height', '240');
    const link = screen.getByRole('link', { name: 'Abrir en Google Maps' });
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/@?api=1&map_action=map&center=45%2C-75&zoom=14',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a clear message, in the page language, when parameters are missing', () => {
    const { container } = renderInLocale(
      <MapsEmbed apiKey="k" mode="directions" origin="A" />,
      'fr',
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(
      screen.getByText('Impossible d’afficher la carte : il manque des données de localisation.'),
    ).toHaveAttribute('data-missing', 'destination');
  });

  it('shows the message without a key, or the given fallback (null renders nothing)', () => {
    renderInLocale(<MapsEmbed apiKey="" lat={1} lng={2} />);
    expect(
      screen.getByText('The map cannot be shown: location details are missing.'),
    ).toBeInTheDocument();
    const { container } = renderInLocale(<MapsEmbed apiKey="k" mode="view" fallback={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
