import { ApiError } from '@bar/client/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderAdmin } from '../../testing/render-admin';
import { EditorFormView } from './editor-form-view';
import { SelectField, TextField } from './fields';
import { ToastProvider } from './toast';
import { useEditorForm } from './use-editor-form';

const schema = z.object({ phone: z.string().min(1), email: z.string() });
type Values = z.infer<typeof schema>;

function Demo({ onSave }: { onSave: (values: Values) => Promise<void> }) {
  const editor = useEditorForm({ schema, values: { phone: '1', email: 'a@b.c' }, onSave });
  return (
    <EditorFormView editor={editor} label="Contact">
      <TextField form={editor.form} name="phone" label="Phone" />
      <TextField form={editor.form} name="email" label="E-mail" />
    </EditorFormView>
  );
}

const renderDemo = (onSave: (values: Values) => Promise<void>, locale: 'es' | 'en' | 'fr' = 'en') =>
  renderAdmin(
    <ToastProvider>
      <Demo onSave={onSave} />
    </ToastProvider>,
    { locale },
  );

describe('the editor kit form', () => {
  it('puts the API’s issues next to their field in the panel’s language and toasts the failure', async () => {
    renderDemo(
      () =>
        Promise.reject(
          new ApiError(400, 'VALIDATION_ERROR', 'Los datos…', [
            { path: 'email', code: 'too_big', message: 'at most 20000 characters' },
          ]),
        ),
      'fr',
    );
    await userEvent.type(screen.getByLabelText('Phone'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Trop long.');
    expect(await screen.findByText('Vérifiez les champs signalés.')).toBeInTheDocument();
  });

  it('names in the toast, in the panel’s language, the issues no field of the form shows', async () => {
    renderDemo(
      () =>
        Promise.reject(
          new ApiError(400, 'VALIDATION_ERROR', 'Los datos…', [
            { path: 'shop.stripe', code: 'invalid_type', message: 'expected object' },
            { path: 'mystery', code: 'too_big', message: 'too big' },
          ]),
        ),
      'es',
    );
    await userEvent.type(screen.getByLabelText('Phone'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    // A path the catalogue names reads as its name, an unknown one as itself; nothing is marked.
    expect(
      await screen.findByText(
        'No se pudo guardar: Tienda en línea (shop.stripe): Tipo de valor incorrecto; mystery: Demasiado largo.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Revisa los campos marcados.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'false');
  });

  it('marks the issues it can and names the rest after them', async () => {
    renderDemo(
      () =>
        Promise.reject(
          new ApiError(400, 'VALIDATION_ERROR', 'Invalid', [
            { path: 'email', code: 'too_big', message: 'too big' },
            { path: 'stripe', code: 'invalid_type', message: 'expected object' },
          ]),
        ),
      'en',
    );
    await userEvent.type(screen.getByLabelText('Phone'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Check the marked fields. Also: Card payment (Stripe): Wrong kind of value.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says what a 413 means instead of "check the console"', async () => {
    renderDemo(() => Promise.reject(new ApiError(413, 'PAYLOAD_TOO_LARGE', '')), 'es');
    await userEvent.type(screen.getByLabelText('Phone'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El contenido es demasiado grande.')).toBeInTheDocument();
    // The toasts' region is named in the panel's language, with the key that moves focus there.
    expect(screen.getByRole('region', { name: 'Notificaciones (F8)' })).toHaveTextContent(
      'El contenido es demasiado grande.',
    );
  });

  it('saves with Ctrl+S, shows the saving state, then a success toast and no unsaved badge', async () => {
    let release: () => void = () => undefined;
    const saved: Values[] = [];
    renderDemo((values) => {
      saved.push(values);
      return new Promise((resolve) => (release = resolve));
    });
    await userEvent.type(screen.getByLabelText('Phone'), '9');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.keyboard('{Control>}s{/Control}');
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    release();
    expect(await screen.findByText('✓ Saved')).toBeInTheDocument();
    expect(saved).toEqual([{ phone: '19', email: 'a@b.c' }]);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('refuses an empty required field on the client, next to it, without saving', async () => {
    const saved: Values[] = [];
    renderDemo((values) => {
      saved.push(values);
      return Promise.resolve();
    });
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(saved).toEqual([]);
  });
});

const choiceSchema = z.object({ slot: z.enum(['light', 'dark']) });

function ChoiceDemo({
  onSave,
}: {
  onSave: (values: z.infer<typeof choiceSchema>) => Promise<void>;
}) {
  const editor = useEditorForm({ schema: choiceSchema, values: { slot: 'light' }, onSave });
  return (
    <EditorFormView editor={editor} label="Theme">
      <SelectField
        form={editor.form}
        name="slot"
        label="Initial slot"
        options={[
          { value: 'light', label: 'Light' },
          { value: 'dark', label: 'Dark' },
        ]}
      />
    </EditorFormView>
  );
}

describe('the editor kit select', () => {
  it('is a labelled choice whose picked value is saved', async () => {
    const saved: unknown[] = [];
    renderAdmin(
      <ToastProvider>
        <ChoiceDemo onSave={(values) => (saved.push(values), Promise.resolve())} />
      </ToastProvider>,
      { locale: 'en' },
    );
    const select = screen.getByRole('combobox', { name: 'Initial slot' });
    expect(select).toHaveValue('light');
    await userEvent.setup().selectOptions(select, 'Dark');
    await userEvent.setup().keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(saved).toEqual([{ slot: 'dark' }]));
  });
});
