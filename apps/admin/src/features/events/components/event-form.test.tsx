import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authValue, member, renderAdmin } from '../../../testing/render-admin';
import { EventForm } from './event-form';

const staff = authValue(member(), 'admin');

function renderForm(locale: 'es' | 'en' | 'fr' = 'en') {
  return renderAdmin(<EventForm event={null} onClose={() => undefined} />, {
    value: staff,
    locale,
  });
}

describe('EventForm validation', () => {
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

describe('EventForm languages', () => {
  it('holds the texts in Spanish, English and French tabs moved with the arrow keys', async () => {
    renderForm();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Español * (required)',
      'English missing',
      'Français missing',
    ]);
    expect(screen.getByRole('tablist', { name: 'Text languages' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'English missing' })).toHaveAccessibleDescription(
      'English: title missing',
    );
    expect(screen.getByRole('tab', { name: 'Español (required)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toContainElement(
      screen.getByRole('textbox', { name: 'Call to action 2 label' }),
    );
    await userEvent.click(tabs[0]!);
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: 'Title in English' }), 'Jazz night');
    expect(screen.getByRole('tab', { name: 'English' })).not.toHaveTextContent('missing');
    expect(screen.getByRole('tab', { name: 'Français missing' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
  });

  it('opens the tab whose text was refused', async () => {
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Noche de jazz');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-05-10' } });
    await userEvent.click(screen.getByRole('tab', { name: /Français/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title in French' }), {
      target: { value: 'x'.repeat(201) },
    });
    await userEvent.click(screen.getByRole('tab', { name: /Español/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The text is too long')).toBeVisible();
    expect(screen.getByRole('tab', { name: /Français/ })).toHaveAttribute('aria-selected', 'true');
  });
});
