import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { MEDIA_KINDS, type MediaKind } from '@placard/contract';

/** The media library's Templates, chosen next to the kinds of files. */
export const TEMPLATES = 'templates';

/** What a media library page shows: files of one kind, or the templates (undefined: every file). */
export type KindChoice = MediaKind | typeof TEMPLATES;

/** The address's ?kind=…, when it names a kind of file or the templates. */
export function kindChoiceOf(value: string | null): KindChoice | undefined {
  if (value === TEMPLATES) return TEMPLATES;
  return MEDIA_KINDS.find((kind) => kind === value);
}

/** The query string keeping a kind choice ({} for every file). */
export function kindParams(kind: KindChoice | undefined): Record<string, string> {
  return kind ? { kind } : {};
}

/**
 * The kind shown, kept in the address (?kind=video, ?kind=templates) like the folder, so Back returns
 * to the choice before. Choosing keeps the folder.
 */
export function useKindChoice(): [KindChoice | undefined, (kind: KindChoice | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const choose = useCallback(
    (kind: KindChoice | undefined) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (kind) next.set('kind', kind);
        else next.delete('kind');
        return next;
      }),
    [setParams],
  );
  return [kindChoiceOf(params.get('kind')), choose];
}
