import { getI18n } from '@bar/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from '../../../lib/lite-i18n/react-i18next';
import { SignupForm } from './signup-form';
import { UnsubscribeRequestForm } from './unsubscribe-request-form';

describe("the subscription forms' anti-spam field", () => {
  it('is neither shown nor announced, hides without aria-hidden, and still goes with the form', () => {
    const { container } = render(
      <I18nextProvider i18n={getI18n('es')}>
        <SignupForm page="landingesp" locale="es" brand="Casa" />
      </I18nextProvider>,
    );
    const form = container.querySelector('form')!;
    // What a guest and a screen reader meet: the real fields only.
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'name',
      'email',
      'phone',
    ]);
    expect(container.querySelector('[aria-hidden]')).toBeNull();
    const trap = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.closest('[hidden]')).not.toBeNull();
    expect(trap.tabIndex).toBe(-1);
    expect(trap.autocomplete).toBe('off');
    expect(new FormData(form).get('website')).toBe('');
  });

  it('is the same in the unsubscribe request form (English)', () => {
    const { container } = render(
      <I18nextProvider i18n={getI18n('en')}>
        <UnsubscribeRequestForm locale="en" />
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'email',
    ]);
    expect(container.querySelector('[aria-hidden]')).toBeNull();
    expect(container.querySelector('[hidden] input[name="website"]')).not.toBeNull();
  });
});
