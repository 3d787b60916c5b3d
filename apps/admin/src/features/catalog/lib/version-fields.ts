import type { FieldMessage } from '../../../components/editor-kit/version-history';

const OWN_FIELDS = new Set([
  'name',
  'price',
  'subcategory',
  'options',
  'features',
  'videoUrl',
  'description',
  'category',
  'active',
]);

/**
 * The form's name of a field an item's version diff lists (`translations.en.name` → "Nombre en
 * inglés", `photoUrl` → "Foto"); null for a path the form does not show.
 */
export function catalogFieldMessage(path: string): FieldMessage | null {
  const [field = '', locale, sub] = path.split('.');
  if (field === 'translations') {
    const known = (locale === 'en' || locale === 'fr') && (sub === 'name' || sub === 'description');
    return known ? { key: `catalog.fields.${sub}${locale === 'en' ? 'En' : 'Fr'}` } : null;
  }
  if (field === 'photoUrl' || field === 'photoResized') return { key: 'catalog.fields.photo' };
  return OWN_FIELDS.has(field) ? { key: `catalog.fields.${field}` } : null;
}
