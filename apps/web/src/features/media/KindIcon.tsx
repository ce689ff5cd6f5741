import type { SvgIconProps } from '@mui/material/SvgIcon';
import GifBoxOutlined from '@mui/icons-material/GifBoxOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import type { MediaKind } from '@placard/contract';

const ICONS = {
  image: ImageOutlined,
  gif: GifBoxOutlined,
  video: MovieOutlined,
  pdf: PictureAsPdfOutlined,
} as const satisfies Record<MediaKind, unknown>;

/** The icon of a kind of media (shown where there is no thumbnail). */
export function KindIcon({ kind, ...props }: { kind: MediaKind } & SvgIconProps) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden {...props} />;
}
