import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { Trans } from 'react-i18next';
import type { MediaProvider, ProviderKind, TMediaOrigin } from '@placard/contract';
import { PROVIDER_NAMES } from './providerNames';

/** The provider's home page, where its credit links to (Unsplash asks to be told where visitors come from). */
const HOME_PAGES: Record<MediaProvider, string> = {
  unsplash: 'https://unsplash.com/?utm_source=placard&utm_medium=referral',
  pexels: 'https://www.pexels.com',
  pixabay: 'https://pixabay.com',
  giphy: 'https://giphy.com',
};

function OutLink({ href, children }: { href: string | null; children?: React.ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      color="inherit"
      underline="always"
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
}

/**
 * The credit a provider's terms ask for: "Photo by Ada Berg on Unsplash", the author linking to their
 * page there and the provider to its site.
 */
export function ProviderAttribution({
  provider,
  kind,
  author,
  sx,
}: {
  provider: MediaProvider;
  kind: ProviderKind;
  author: TMediaOrigin['author'];
  sx?: SxProps<Theme>;
}) {
  const name = PROVIDER_NAMES[provider];
  const components = {
    author: <OutLink href={author?.url ?? null} />,
    provider: <OutLink href={HOME_PAGES[provider]} />,
  };
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      component="p"
      sx={[{ lineHeight: 1.3 }, ...(Array.isArray(sx) ? sx : [sx])]}
      data-testid="provider-attribution"
    >
      {author ? (
        <Trans
          ns="providers"
          i18nKey={`attribution.${kind}`}
          values={{ author: author.name, provider: name }}
          components={components}
        />
      ) : (
        <Trans
          ns="providers"
          i18nKey="attribution.anonymous"
          values={{ provider: name }}
          components={components}
        />
      )}
    </Typography>
  );
}
