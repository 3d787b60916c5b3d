import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authValue, member, renderAdmin } from '../../../testing/render-admin';
import { AccessPanel } from './access-panel';

describe('AccessPanel', () => {
  it('tells an admin that only a superadmin manages access', () => {
    renderAdmin(<AccessPanel />, { value: authValue(member(), 'admin'), locale: 'en' });
    expect(screen.getByRole('alert')).toHaveTextContent('Only a superadmin can manage access.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it.each([
    ['es', 'Correo electrónico', 'Añadir administradora', 'Escribe un correo electrónico válido.'],
    ['fr', 'Adresse e-mail', 'Ajouter un administrateur', 'Saisissez une adresse e-mail valide.'],
  ] as const)(
    'offers a superadmin a labelled e-mail field and refuses a bad address (%s)',
    async (locale, label, add, invalid) => {
      renderAdmin(<AccessPanel />, { value: authValue(member(), 'superadmin'), locale });
      const field = screen.getByRole('textbox', { name: label });
      await userEvent.type(field, 'not-an-address');
      await userEvent.click(screen.getByRole('button', { name: add }));
      expect(await screen.findByText(invalid)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(invalid);
      expect(screen.getByRole('status')).toHaveTextContent('');
    },
  );
});
