// Spec: a flat map from message id (dotted key) to
// text per language; a nested map is flattened to dotted keys. Stored and remote dictionaries are
// untyped JSON, so the input is `unknown`: numbers and booleans become text, null/undefined are
// dropped, arrays are indexed. This is the one implementation (@bar/i18n re-exports it).

export type MessageTree = { [key: string]: string | MessageTree };

export type FlatMessages = Record<string, string>;

function walk(value: unknown, prefix: string, out: FlatMessages): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    if (prefix) out[prefix] = String(value);
    return;
  }
  if (typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    walk(child, prefix ? `${prefix}.${key}` : key, out);
  }
}

export function flattenMessages(nested: unknown): FlatMessages {
  const out: FlatMessages = {};
  walk(nested, '', out);
  return out;
}
