/**
 * Spec §5 adding fields: the pasted text is split on commas, semicolons or line breaks, each
 * part trimmed, empty parts dropped and repeats removed (first place kept). Names already in
 * the table (`existing`) are left out too, so the answer is what to add.
 */
export function parseFieldList(text: string, existing: readonly string[] = []): string[] {
  const seen = new Set(existing);
  const out: string[] = [];
  for (const part of text.split(/[,;\r\n]+/)) {
    const name = part.trim();
    if (!name || seen.has(name)) continue;
    seen.add(name);
    out.push(name);
  }
  return out;
}
