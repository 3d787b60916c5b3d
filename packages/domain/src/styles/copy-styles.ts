import { resolveStateTokens, setStateToken } from './inherit.js';
import { ThemeError, type ThemeMessageId } from './messages.js';
import type { StyleState, Styles } from './schema.js';

export interface CopyStylesRequest {
  source: string;
  targets: string[];
  properties: string[];
  states: StyleState[];
  /** Defaults to every theme of the document. */
  themes?: string[];
}

/**
 * 'Heredar / Copiar estilos a múltiples controles': the source's resolved values of the chosen
 * properties and states become the targets' own overrides, in every chosen theme.
 */
export function copyStyles(
  styles: Styles,
  request: CopyStylesRequest,
): { styles: Styles; message: ThemeMessageId } {
  const { source, properties, states } = request;
  const targets = request.targets.filter((target) => target.trim() && target !== source);
  if (!source.trim() || targets.length === 0 || properties.length === 0 || states.length === 0) {
    throw new ThemeError('copySelection');
  }
  let out = styles;
  for (const theme of request.themes ?? styles.themes) {
    for (const state of states) {
      const resolved = resolveStateTokens(styles, source, theme, state) as unknown as Record<
        string,
        unknown
      >;
      for (const target of targets) {
        for (const property of properties) {
          if (resolved[property] !== undefined)
            out = setStateToken(
              out,
              target,
              theme,
              state,
              property,
              structuredClone(resolved[property]),
            );
        }
      }
    }
  }
  return { styles: out, message: 'copied' };
}
