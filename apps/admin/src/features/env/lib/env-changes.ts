/** One variable that differs between a saved version and what is saved now (values as answered). */
export type EnvChange = { name: string; then: string | null; now: string | null };

/** The variables whose value differs, by name; a missing one is null on its side. */
export function envChanges(now: Record<string, string>, then: Record<string, string>): EnvChange[] {
  const names = [...new Set([...Object.keys(now), ...Object.keys(then)])].sort();
  return names
    .filter((name) => now[name] !== then[name])
    .map((name) => ({ name, then: then[name] ?? null, now: now[name] ?? null }));
}
