import { isApiError } from '@bar/client/api-client';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** An issue as the API answers it: a dotted path, a message id (`code`) and an English hint. */
type ApiIssue = { path?: unknown; code?: unknown; message?: unknown };

const issuesOf = (error: unknown): ApiIssue[] =>
  isApiError(error) && Array.isArray(error.issues) ? (error.issues as ApiIssue[]) : [];

const pathOf = (issue: ApiIssue): string => (typeof issue.path === 'string' ? issue.path : '');

/**
 * What `applyApiErrors` could not put next to a field, per refused save: the toast names those
 * (`saveErrorText` reads it), so staff see what is wrong even when nothing is marked.
 */
const unplacedOf = new WeakMap<object, { issues: ApiIssue[]; labels: Map<string, string> }>();

/**
 * For a view that marks issues itself (a table's cells): which of `error`'s issues it placed, so
 * `saveErrorText` names the others.
 */
export function noteIssuesPlaced(error: unknown, placed: (path: string) => boolean): void {
  if (!isApiError(error)) return;
  const labels = new Map<string, string>();
  const issues = issuesOf(error).filter((issue) => !placed(pathOf(issue)));
  unplacedOf.set(error, { issues, labels });
}

/** The label of the form's control for `path` when the page shows one (fields.tsx's ids). */
function shownLabel(path: string): string | undefined {
  if (path === '' || typeof document === 'undefined') return undefined;
  const control = document.getElementById(`f-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`);
  const label = control && 'labels' in control ? (control as HTMLInputElement).labels?.[0] : null;
  return label?.textContent?.trim() || undefined;
}

/**
 * A name staff know for an issue's path: the shown field's label, else the catalogue's name
 * of the path (editorKit.paths, the nearest named part with the path after it), else the path.
 */
function pathName(t: TFunction, path: string, labels: Map<string, string>): string {
  const known = labels.get(path);
  if (known) return known;
  if (path === '') return t('editorKit.paths.root');
  const parts = path.split('.');
  for (let size = parts.length; size > 0; size -= 1) {
    const named: unknown = t(`editorKit.paths.${parts.slice(0, size).join('.')}`, {
      returnObjects: true,
      defaultValue: '',
    });
    if (typeof named === 'string' && named !== '')
      return size === parts.length ? named : `${named} (${path})`;
  }
  return path;
}

/** The unplaced issues, one "name: problem" each, in the panel's language. */
function unplacedText(t: TFunction, issues: ApiIssue[], labels: Map<string, string>): string {
  return issues
    .map((issue) =>
      t('editorKit.status.issue', {
        field: pathName(t, pathOf(issue), labels),
        // The list ends the sentence: each problem without its own full stop.
        problem: issueText(t, issue.code).replace(/\.$/, ''),
      }),
    )
    .join(t('editorKit.status.issueSeparator'));
}

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
  const issues = issuesOf(error);
  if (error.status === 400 && issues.length > 0) {
    // Issues no field shows are named here: without a form, every issue is one of them.
    const { issues: unplaced, labels } = unplacedOf.get(error) ?? {
      issues,
      labels: new Map<string, string>(),
    };
    if (unplaced.length === 0) return t('editorKit.status.invalid');
    const list = unplacedText(t, unplaced, labels);
    return unplaced.length === issues.length
      ? t('editorKit.status.unplaced', { issues: list })
      : t('editorKit.status.unplacedToo', { issues: list });
  }
  if (STATUS_TEXTS.includes(error.status)) return t(`editorKit.status.${error.status}`);
  return error.message || t('editorKit.status.other');
}

/**
 * Puts each API issue next to its field (`path` is the field's name in the form) and answers
 * whether every issue found a field. Issues for fields the form does not show stay for the toast:
 * `saveErrorText` on the same error then names them (label where known, else path).
 */
export function applyApiErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  error: unknown,
  t: TFunction,
  fieldNames?: readonly string[],
): boolean {
  const issues = issuesOf(error);
  const unplaced: ApiIssue[] = [];
  const labels = new Map<string, string>();
  for (const issue of issues) {
    const path = pathOf(issue);
    const known = fieldNames
      ? fieldNames.includes(path)
      : path !== '' && form.getValues(path as Path<T>) !== undefined;
    if (!known) {
      unplaced.push(issue);
      const label = shownLabel(path);
      if (label) labels.set(path, label);
      continue;
    }
    form.setError(path as Path<T>, { type: 'server', message: issueText(t, issue.code) });
  }
  if (isApiError(error)) unplacedOf.set(error, { issues: unplaced, labels });
  return issues.length > 0 && unplaced.length === 0;
}
