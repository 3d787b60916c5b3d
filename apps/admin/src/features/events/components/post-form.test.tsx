import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authValue, member, renderAdmin } from '../../../testing/render-admin';
import { PostForm } from './post-form';

const staff = authValue(member(), 'admin');

function renderForm(locale: 'es' | 'en' | 'fr' = 'en') {
  return renderAdmin(<PostForm event={null} onClose={() => undefined} />, { value: staff, locale });
}

describe('PostForm validation', () => {
  it('names every control and starts as a draft', () => {
    renderForm();
    for (const name of [
      'Title',
      'Slug',
      'Date',
      'End date',
      'Start time',
      'End time',
      'Description',
      'Location',
      'Artist (optional)',
      'External video URL',
    ]) {
      expect(screen.getByLabelText(name)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('combobox', { name: 'Type' })).toHaveLength(2);
    expect(screen.getAllByRole('checkbox', { name: 'Show as a button' })).toHaveLength(2);
    expect(screen.getByLabelText('Add files')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('radio', { name: 'Draft' })).toBeChecked();
  });

  it("shows the domain's 'Title is required' and 'Date is required', linked to their fields", async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Date is required')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription('Date is required');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('speaks Spanish too', async () => {
    renderForm('es');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El título es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La fecha es obligatoria')).toBeInTheDocument();
  });

  it('refuses an end date before the start date and a bad slug; clears an error once fixed', async () => {
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Jazz night');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-05-10' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2030-05-09' } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Slug' }), 'Not A Slug');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The end date must be on or after the start date'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription(
      /lowercase letters without accents/,
    );
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
  });

  it('a save that cannot reach the server ends in the generic failure message', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Jazz night');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-05-10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while saving. Check the console.',
    );
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
