import type { TOrganizationNode } from '@placard/contract';

/** The organizations whose name or path contains the words (case and accents ignored), in tree order. */
export function stockTargetsMatching(
  nodes: readonly TOrganizationNode[],
  query: string,
): TOrganizationNode[] {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...nodes];
  return nodes.filter((node) => {
    const haystack = fold([node.name, ...node.path].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
