import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isReadOnly, type TTheme } from '@placard/contract';
import { useOrganization, useOrganizationTheme } from '../../api/organizations';
import type { ThemeImageKind } from '../../api/theme';
import { useSession } from '../../app/session';
import { createPlacardTheme } from '../../app/theme';
import { errorMessage } from '../../components/form/formMessage';
import { LoadFailed } from '../../components/LoadFailed';
import { SectionCard } from '../../components/SectionCard';
import { Toast, useToast } from '../../components/Toast';
import { ThemeColorsCard } from './ThemeColorsCard';
import { ThemeImageField } from './ThemeImageField';
import { WebsiteTitleCard } from './WebsiteTitleCard';

/** The theme's images, each with the theme property holding its address. */
const THEME_IMAGES = [
  { kind: 'logo', url: 'logoUrl' },
  { kind: 'background', url: 'homeBackgroundUrl' },
] as const satisfies readonly { kind: ThemeImageKind; url: keyof TTheme }[];

function ThemeSkeleton() {
  return (
    <Stack spacing={3} data-testid="theme-loading" aria-busy="true">
      <Skeleton variant="rounded" height={360} />
      <Skeleton variant="rounded" height={280} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}

/**
 * The theme of one organization: colours with a live preview, logo, home background and website title.
 * Saving the caller's own organization's theme re-themes the app at once (the shell reads the same
 * cached theme).
 */
function ThemeEditor({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('theme');
  const session = useSession();
  const own = organizationId === session.organizationId;
  const theme = useOrganizationTheme(organizationId);
  const organization = useOrganization(own ? null : organizationId);
  const { toast, show, close } = useToast();
  const bar = useMemo(() => {
    const { nav } = createPlacardTheme(theme.data ?? null).palette;
    return { color: nav.bar, text: nav.barText };
  }, [theme.data]);

  const licenseReadOnly = isReadOnly(session.licenseStatus);
  const limited = !own && organization.data?.accessState === 'LIMITED_ACCESS';
  const readOnly = licenseReadOnly || limited;
  const organizationName = own ? session.organizationName : (organization.data?.name ?? '');

  if (theme.isPending) return <ThemeSkeleton />;
  if (theme.isError) {
    return (
      <LoadFailed
        message={errorMessage(theme.error, t('errors.loadFailed'))}
        onRetry={() => void theme.refetch()}
      />
    );
  }

  return (
    <Stack spacing={3} data-testid="theme-tab">
      {licenseReadOnly && (
        <Alert severity="warning" data-testid="theme-read-only">
          {t('readOnly.license')}
        </Alert>
      )}
      {!licenseReadOnly && limited && (
        <Alert severity="info" data-testid="theme-read-only">
          {t('readOnly.limited')}
        </Alert>
      )}
      {own && !readOnly && (
        <Alert severity="info" variant="outlined" data-testid="theme-own-note">
          {t('ownNote')}
        </Alert>
      )}
      <ThemeColorsCard
        organizationId={organizationId}
        organizationName={organizationName}
        theme={theme.data}
        readOnly={readOnly}
        onSaved={show}
      />
      <SectionCard title={t('images.title')} description={t('images.description')} testId="theme-images">
        <Grid container spacing={3}>
          {THEME_IMAGES.map(({ kind, url }) => (
            <Grid key={kind} size={{ xs: 12, md: 6 }}>
              <ThemeImageField
                organizationId={organizationId}
                kind={kind}
                url={theme.data[url]}
                bar={bar}
                readOnly={readOnly}
                onSaved={show}
              />
            </Grid>
          ))}
        </Grid>
      </SectionCard>
      <WebsiteTitleCard
        organizationId={organizationId}
        title={theme.data.websiteTitle}
        licensed={session.licenseFeatures.customTitle}
        readOnly={readOnly}
        onSaved={show}
      />
      <Toast toast={toast} onClose={close} testId="theme-toast" />
    </Stack>
  );
}

/** /organizations/:orgId/theme: the theme of the caller's own organization or of a sub-organization. */
export default function OrganizationThemeTab() {
  const { t } = useTranslation('theme');
  const { orgId } = useParams();
  const organizationId = Number(orgId);
  if (!Number.isInteger(organizationId) || organizationId <= 0) {
    return <Alert severity="error">{t('errors.badOrganization')}</Alert>;
  }
  return <ThemeEditor key={organizationId} organizationId={organizationId} />;
}
