import type { SvgIconComponent } from '@mui/icons-material';
import ContactSupportOutlined from '@mui/icons-material/ContactSupportOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import NewReleasesOutlined from '@mui/icons-material/NewReleasesOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';

/** The help section's pages, in the order of its navigation. */
export const HELP_PAGES: readonly { slug: string; icon: SvgIconComponent }[] = [
  { slug: 'howto', icon: TipsAndUpdatesOutlined },
  { slug: 'usermanual', icon: MenuBookOutlined },
  { slug: 'support', icon: SupportAgentOutlined },
  { slug: 'contact', icon: ContactSupportOutlined },
  { slug: 'releasenotes', icon: NewReleasesOutlined },
];
