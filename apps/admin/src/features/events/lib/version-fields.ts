import type { FieldMessage } from '../../../components/editor-kit/version-history';

const OWN_FIELDS = new Set([
  'title',
  'slug',
  'date',
  'endDate',
  'startTime',
  'endTime',
  'description',
  'location',
  'artist',
  'videoUrl',
]);

const position = (part: string | undefined) =>
  part !== undefined && /^\d+$/.test(part) ? Number(part) + 1 : null;

/**
 * The form's name of a field a post's version diff lists (`localized.en.title` → "Título en
 * inglés", `ctas.0.url` → "Llamada a la acción 1"); null for a path the form does not show.
 */
export function eventFieldMessage(path: string): FieldMessage | null {
  const [field = '', second, third, fourth] = path.split('.');
  if (field === 'localized' && (second === 'en' || second === 'fr')) {
    if (third === 'title' || third === 'description' || third === 'location')
      return { key: `posts.languages.${third}In_${second}` };
    const n = position(fourth);
    if (third === 'ctaLabels' && n !== null)
      return { key: `posts.languages.ctaLabelIn_${second}`, values: { n } };
    return null;
  }
  const n = position(second);
  if (field === 'ctas' && n !== null) return { key: 'posts.form.cta', values: { n } };
  if (field === 'media') return { key: 'posts.form.media' };
  if (field === 'status') return { key: 'posts.form.status' };
  return OWN_FIELDS.has(field) ? { key: `posts.fields.${field}` } : null;
}
