import { useTranslation } from 'react-i18next';
import type { TElementOf, TMediaItem } from '@placard/contract';
import { useMediaInfo } from '../../../api/media';
import { useEditor } from '../../context/EditorContext';
import { FitChoice } from './FitChoice';
import { NumberField } from './NumberField';
import { FieldRow, PanelSection } from './PanelSection';

const RADIUS_MAX = 100_000;

type ImageContents = TElementOf<'image'>['contents'];

/** The contents showing another page of a PDF, or null when that page has no image. */
export function pdfPage(
  pages: TMediaItem['pages'],
  page: number,
): Pick<ImageContents, 'page' | 'url'> | null {
  const url = pages[page - 1];
  return url ? { page, url } : null;
}

/** An image's fit and rounded corners; for a page of a PDF, which page. */
export function ImageSection({ element }: { element: TElementOf<'image'> }) {
  const { t } = useTranslation('editorProperties');
  const { store, readOnly } = useEditor();
  const { contents } = element;
  const isPdf = contents.page !== null;
  const info = useMediaInfo(isPdf ? contents.mediaId : null);
  const pages = info.data?.pages ?? [];
  const set = (patch: Partial<ImageContents>) =>
    store.getState().updateElements([{ elid: element.elid, patch: { contents: patch } }]);

  return (
    <PanelSection title={t('image.title')}>
      <FitChoice value={contents.fit} disabled={readOnly} onChange={(fit) => set({ fit })} />
      <FieldRow>
        <NumberField
          label={t('image.cornerRadius')}
          value={contents.cornerRadius}
          min={0}
          max={RADIUS_MAX}
          unit={t('units.px')}
          disabled={readOnly}
          onCommit={(cornerRadius) => set({ cornerRadius })}
        />
        {isPdf && (
          <NumberField
            label={t('image.page')}
            value={contents.page}
            min={1}
            max={Math.max(1, pages.length)}
            disabled={readOnly || pages.length === 0}
            helperText={pages.length > 0 ? t('image.pageOf', { count: pages.length }) : undefined}
            onCommit={(page) => {
              const next = pdfPage(pages, page);
              if (next) set(next);
            }}
          />
        )}
      </FieldRow>
    </PanelSection>
  );
}
