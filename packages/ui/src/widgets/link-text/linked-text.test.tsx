import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text';

describe('LinkedText', () => {
  it('renders each kind of link with its href and tab rule, the rest as text', () => {
    const { container } = render(
      <p>
        <LinkedText
          text="Doors 10:30, $1,299.00 in 2024. Call 613-555-0147, mail hola@bar.ca, see www.bar.ca or come to 123 Main St."
          linkClassName="inline-link"
        />
      </p>,
    );
    const phone = screen.getByRole('link', { name: '613-555-0147' });
    expect(phone).toHaveAttribute('href', 'tel:6135550147');
    expect(phone).not.toHaveAttribute('target');
    const mail = screen.getByRole('link', { name: 'hola@bar.ca' });
    expect(mail).toHaveAttribute('href', 'mailto:hola@bar.ca');
    expect(mail).not.toHaveAttribute('target');
    const site = screen.getByRole('link', { name: 'www.bar.ca' });
    expect(site).toHaveAttribute('href', 'https://www.bar.ca');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    const address = screen.getByRole('link', { name: '123 Main St.' });
    expect(address).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=123%20Main%20St.',
    );
    expect(address).toHaveAttribute('target', '_blank');
    expect(address).toHaveAttribute('data-link-kind', 'address');
    expect(address).toHaveClass('inline-link');
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(container.querySelector('p')).toHaveTextContent(
      'Doors 10:30, $1,299.00 in 2024. Call 613-555-0147, mail hola@bar.ca, see www.bar.ca or come to 123 Main St.',
    );
  });

  it('renders plain text without links', () => {
    render(
      <p data-testid="plain">
        <LinkedText text="Sin enlaces, mesa 12." />
      </p>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByTestId('plain')).toHaveTextContent('Sin enlaces, mesa 12.');
  });
});
