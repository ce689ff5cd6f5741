/** What tree ordering needs of a row. */
export type TreeNodeLike = { id: number; name: string; parentOrganizationId: number | null };

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Rows below `topId` in tree order — each parent before its children, siblings by name (numbers in
 * names compared as numbers) — each with the names of its ancestors below the top, outermost first.
 * Rows not connected to the top are left out.
 */
export function inTreeOrder<T extends TreeNodeLike>(
  rows: readonly T[],
  topId: number,
): { row: T; path: string[] }[] {
  const children = new Map<number, T[]>();
  for (const row of rows) {
    if (row.parentOrganizationId === null || row.id === topId) continue;
    const siblings = children.get(row.parentOrganizationId);
    if (siblings) siblings.push(row);
    else children.set(row.parentOrganizationId, [row]);
  }
  for (const siblings of children.values()) {
    siblings.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  }
  const ordered: { row: T; path: string[] }[] = [];
  const stack: { row: T; path: string[] }[] = (children.get(topId) ?? [])
    .map((row) => ({ row, path: [] as string[] }))
    .reverse();
  while (stack.length > 0) {
    const entry = stack.pop() as { row: T; path: string[] };
    ordered.push(entry);
    const below = children.get(entry.row.id);
    if (!below) continue;
    const path = [...entry.path, entry.row.name];
    for (let i = below.length - 1; i >= 0; i -= 1) stack.push({ row: below[i] as T, path });
  }
  return ordered;
}

/** Case- and accent-insensitive "name contains the search". */
export function nameMatches(name: string, search: string): boolean {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  return fold(name).includes(fold(search));
}
