import type { TFunction } from 'i18next';

/**
 * The staff's name of a styles field a version diff lists, in the editor's words:
 * `components.button.light.hover.backgroundColor` → "Botón · light · Al pasar (hover) · Fondo",
 * `global.body.dark.textColor` → "Página · dark · Texto". Theme names and added controls are
 * staff's own names and stay as written; a path the editor does not show stays as it is.
 */
export function stylesFieldText(t: TFunction<'admin'>, path: string): string {
  const parts = path.split('.');
  const named = (prefix: string, part: string | undefined) =>
    part === undefined ? '' : t(`${prefix}.${part}`, { defaultValue: part });
  const token = (part: string | undefined) => named('stylesTab.tokens', part);
  const join = (...names: string[]) => names.filter(Boolean).join(' · ');
  const [area, a, b, c, d] = parts;
  if (path === 'themes') return t('stylesTab.versionFields.themes');
  if (path === 'global.font.baseFamily') return t('stylesTab.versionFields.fontFamily');
  if (path === 'global.font.scale') return t('stylesTab.versionFields.fontScale');
  if (area === 'global' && a === 'body' && parts.length <= 4)
    return join(t('stylesTab.versionFields.body'), b ?? '', token(c));
  if (area === 'components' && parts.length <= 5)
    return join(
      named('stylesTab.controlNames', a),
      b ?? '',
      named('stylesTab.states', c),
      token(d),
    );
  return path;
}
