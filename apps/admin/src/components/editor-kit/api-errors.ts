import { isApiError } from '@bar/client/api-client';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** An issue as the API answers it: a dotted path, a message id (`code`) and an English hint. */
type ApiIssue = { path?: unknown; code?: unknown; message?: unknown };

const issuesOf = (error: unknown): ApiIssue[] =>
  isApiError(error) && Array.isArray(error.issues) ? (error.issues as ApiIssue[]) : [];

/** Statuses with a text of their own in the panel's catalogue (editorKit.status.*). */
const STATUS_TEXTS = [0, 401, 403, 404, 409, 413, 415, 429];

/** One issue's text in the panel's language, from its message id. */
export function issueText(t: TFunction, code: unknown): string {
  const id = typeof code === 'string' ? code : 'invalid';
  return t(`editorKit.issues.${id}`, { defaultValue: t('editorKit.issues.invalid') });
}

/**
 * The sentence a failed save shows in the toast: the status's own text (too large, unsupported
 * type, conflict, signed out, ...), else the API's message (written in the panel's language, as
 * the client sends it), else a generic one. Never "check the console".
 */
export function saveErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('editorKit.status.other');
  if (error.status === 400 && issuesOf(error).length > 0) return t('editorKit.status.invalid');
  if (STATUS_TEXTS.includes(error.status)) return t(`editorKit.status.${error.status}`);
  return error.message || t('editorKit.status.other');
}

/**
 * Puts each API issue next to its field (`path` is the field's name in the form) and answers
 * whether every issue found a field. Issues for fields the form does not show stay for the toast.
 */
export function applyApiErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  t: TFunction,
  fieldNames?: readonly string[],
): boolean {
  const issues = issuesOf(error);
  let placed = 0;
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : '';
    const known = fieldNames
      ? fieldNames.includes(path)
      : path !== '' && form.getValues(path as Path<T>) !== undefined;
    if (!known) continue;
    form.setError(path as Path<T>, { type: 'server', message: issueText(t, issue.code) });
    placed += 1;
  }
  return issues.length > 0 && placed === issues.length;
}
