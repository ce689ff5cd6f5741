/**
 * A name not taken (case aside) among the given ones: the name itself, else the first free " (n)",
 * the name cut so that the whole stays within `maxLength`.
 */
export function freeName(name: string, taken: ReadonlySet<string>, maxLength = Infinity): string {
  const within = (suffix: string) => `${name.slice(0, Math.max(0, maxLength - suffix.length))}${suffix}`;
  const own = within('');
  if (!taken.has(own.toLowerCase())) return own;
  for (let n = 2; ; n += 1) {
    const candidate = within(` (${n})`);
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
