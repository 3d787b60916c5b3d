import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyApiErrors, saveErrorText } from './api-errors';
import { useToast } from './toast';
import { useSaveShortcut } from './use-save-shortcut';

export type EditorFormOptions<T extends FieldValues> = {
  /** The zod schema of the form's values (from the contract, or the domain). */
  schema: z.ZodType<T, FieldValues>;
  /** The loaded values; the form resets to them whenever they change (a reload, a restore). */
  values: T | undefined;
  /** Sends the values; throw (an ApiError) to fail. Answers nothing or the stored values. */
  onSave: (values: T, form: UseFormReturn<T>) => Promise<T | void>;
  /** The success toast's text; the kit's "Saved" by default. */
  successText?: string;
};

export type EditorForm<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** Validates, then saves: Ctrl/⌘+S and the save button call it. */
  submit: () => void;
  saving: boolean;
  dirty: boolean;
};

/**
 * The editor kit's form: react-hook-form with the zod resolver, Ctrl/⌘+S, a saving state, the
 * API's issues put next to their fields in the panel's language, and a toast on success and on
 * failure. Render it with <EditorFormView> for the save bar and the unsaved-changes guard.
 */
export function useEditorForm<T extends FieldValues>({
  schema,
  values,
  onSave,
  successText,
}: EditorFormOptions<T>): EditorForm<T> {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const form = useForm<T>({
    resolver: zodResolver(schema as never),
    values,
    defaultValues: values as DefaultValues<T> | undefined,
    resetOptions: { keepDirtyValues: false },
    mode: 'onBlur',
  });
  const submit = useCallback(() => {
    if (saving) return;
    void form.handleSubmit(
      async (data) => {
        setSaving(true);
        try {
          const stored = await onSave(data, form);
          form.reset(stored ?? data);
          toast.show('success', successText ?? t('editorKit.saved'));
        } catch (error) {
          applyApiErrors(form, error, t);
          toast.show('error', saveErrorText(t, error));
        } finally {
          setSaving(false);
        }
      },
      () => toast.show('error', t('editorKit.status.invalid')),
    )();
  }, [form, onSave, saving, successText, t, toast]);
  useSaveShortcut(submit);
  return { form, submit, saving, dirty: form.formState.isDirty };
}
