import { memo } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { TMediaItem } from '@placard/contract';
import { isMediaReady, mediaElement } from './libraryElements';
import { LibraryTile, tileSx } from './LibraryTile';
import { MediaTileFace } from './MediaTileFace';
import type { ElementAdder } from './useElementAdder';

/** The picture of an item: its thumbnail, or the file itself for an image without one. */
export function mediaPicture(item: TMediaItem): string | null {
  if (item.thumbnailUrl) return item.thumbnailUrl;
  if (item.status !== 'ready') return null;
  if (item.kind === 'image' || item.kind === 'gif') return item.url;
  return item.kind === 'pdf' ? (item.pages[0] ?? null) : null;
}

type MediaTileProps = {
  item: TMediaItem;
  adder: ElementAdder;
  /** for a PDF: whether its pages are shown */
  expanded: boolean;
  onToggle: (id: number) => void;
};

/**
 * One file of the library. An image, GIF or video is added by a click or a drag; a PDF opens to its
 * pages; a file still processing, or that failed, is shown but cannot be added.
 */
export const MediaTile = memo(function MediaTile({ item, adder, expanded, onToggle }: MediaTileProps) {
  const { t } = useTranslation('editorLibrary');
  const picture = mediaPicture(item);
  const testId = `library-media-${item.id}`;

  if (!isMediaReady(item)) {
    const label = t(item.status === 'failed' ? 'media.failed' : 'media.processing', { name: item.name });
    return (
      <Tooltip title={label} describeChild disableInteractive>
        <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
          <ButtonBase disabled aria-label={label} data-testid={testId} data-status={item.status} sx={tileSx}>
            <MediaTileFace item={item} src={picture} />
          </ButtonBase>
        </Box>
      </Tooltip>
    );
  }

  if (item.kind === 'pdf') {
    const label = t('media.showPages', { name: item.name });
    return (
      <Tooltip title={item.name} describeChild disableInteractive enterDelay={400}>
        <ButtonBase
          aria-label={label}
          aria-expanded={expanded}
          aria-controls={`library-pdf-${item.id}`}
          onClick={() => onToggle(item.id)}
          data-testid={testId}
          sx={[tileSx, expanded && { borderColor: 'primary.main', borderWidth: 2 }]}
        >
          <MediaTileFace
            item={item}
            src={picture}
            badge={t('media.pageCount', { count: item.pages.length })}
          />
        </ButtonBase>
      </Tooltip>
    );
  }

  return (
    <LibraryTile
      label={t('media.add', { name: item.name })}
      make={(aspect) => mediaElement(aspect, item)}
      adder={adder}
      tooltip={item.name}
      testId={testId}
    >
      <MediaTileFace item={item} src={picture} badge={item.kind === 'gif' ? t('media.gif') : undefined} />
    </LibraryTile>
  );
});
