import type { SvgIconProps } from '@mui/material/SvgIcon';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import Facebook from '@mui/icons-material/Facebook';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Instagram from '@mui/icons-material/Instagram';
import Language from '@mui/icons-material/Language';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import Newspaper from '@mui/icons-material/Newspaper';
import RestaurantMenu from '@mui/icons-material/RestaurantMenu';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import TextFields from '@mui/icons-material/TextFields';
import WbSunnyOutlined from '@mui/icons-material/WbSunnyOutlined';
import type { ElementType } from '@placard/contract';

const ICONS = {
  image: ImageOutlined,
  text: TextFields,
  cell: TableChartOutlined,
  web: Language,
  shape: CategoryOutlined,
  video: MovieOutlined,
  menu: RestaurantMenu,
  weather: WbSunnyOutlined,
  news: Newspaper,
  facebook: Facebook,
  instagram: Instagram,
} as const satisfies Record<ElementType, unknown>;

/** The icon of an element's type (in the layers list and the properties' heading). */
export function ElementTypeIcon({ type, ...props }: { type: ElementType } & SvgIconProps) {
  const Icon = ICONS[type];
  return <Icon aria-hidden {...props} />;
}
