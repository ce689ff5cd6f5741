import SlideshowOutlined from '@mui/icons-material/SlideshowOutlined';
import { useTranslation } from 'react-i18next';
import type { TPlaylistSummary } from '@placard/contract';
import { AspectPreview } from '../library/AspectPreview';

const TEST_IDS = {
  preview: 'playlist-preview',
  thumbnail: 'playlist-thumbnail',
  empty: 'playlist-no-slides',
};

/**
 * What stands for a playlist: its first slide's thumbnail, or an empty slide, in the playlist's own
 * aspect ratio inside a box of the same size for every card. `compact` drops the words (list rows).
 */
export function PlaylistPreview({
  playlist,
  compact = false,
}: {
  playlist: Pick<TPlaylistSummary, 'aspect' | 'thumbnailUrl' | 'slideCount'>;
  compact?: boolean;
}) {
  const { t } = useTranslation('playlists');
  return (
    <AspectPreview
      aspect={playlist.aspect}
      thumbnailUrl={playlist.thumbnailUrl}
      testIds={TEST_IDS}
      Icon={SlideshowOutlined}
      message={playlist.slideCount === 0 ? t('card.noSlides') : t('card.noThumbnail')}
      compact={compact}
    />
  );
}
