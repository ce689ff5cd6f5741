import { useState, type ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import BrushOutlined from '@mui/icons-material/BrushOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import FacebookOutlined from '@mui/icons-material/FacebookOutlined';
import GifBoxOutlined from '@mui/icons-material/GifBoxOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InstagramIcon from '@mui/icons-material/Instagram';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import { useTranslation } from 'react-i18next';
import type { LicenseSwitch, TLicenseInfo, TOutsideServiceState } from '@placard/contract';
import { useOutsideServices } from '../../api/mediaProviders';
import { isApiError } from '../../api/client';
import { useLicenseInfo, useUpdateLicenseMutation } from '../../api/licensing';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/form/formMessage';
import { LoadFailed } from '../../components/LoadFailed';
import { SuccessSnackbar } from '../../components/SuccessSnackbar';
import { FacebookConnectionCard } from '../social/FacebookConnectionCard';
import { licenseUpdateRequest } from './licenseForm';
import { LicensingSkeleton } from './LicensingCards';
import { licenseReadOnlyReason, useOrganizationIdParam } from './licensingAccess';
import { ReadOnlyNotice } from './ReadOnlyNotice';
import { ServiceSetupNotes } from './ServiceSetupNote';

/** The tab's groups: content add-ons, stock media providers, and features of the editor and screens. */
export const ADDON_GROUPS: readonly { key: string; switches: readonly LicenseSwitch[] }[] = [
  {
    key: 'content',
    switches: ['newsAddOn', 'weatherAddOn', 'facebookAddOn', 'instagramAddOn', 'canvaAddOn'],
  },
  { key: 'stock', switches: ['giphyAddOn', 'pexelsAddOn', 'pixabayAddOn', 'unsplashAddOn'] },
  { key: 'features', switches: ['aiAssistant', 'interaction'] },
];

const ICONS: Partial<Record<LicenseSwitch, ReactElement>> = {
  newsAddOn: <NewspaperOutlined />,
  weatherAddOn: <CloudOutlined />,
  facebookAddOn: <FacebookOutlined />,
  instagramAddOn: <InstagramIcon />,
  canvaAddOn: <BrushOutlined />,
  giphyAddOn: <GifBoxOutlined />,
  pexelsAddOn: <PhotoCameraOutlined />,
  pixabayAddOn: <ImageOutlined />,
  unsplashAddOn: <PhotoLibraryOutlined />,
  aiAssistant: <AutoAwesomeOutlined />,
  interaction: <TouchAppOutlined />,
};

function AddOnRow({
  name,
  checked,
  disabled,
  onChange,
  services,
}: {
  name: LicenseSwitch;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  /** how the server is set up for the outside services (those of this switch are told under it) */
  services: readonly TOutsideServiceState[];
}) {
  const { t } = useTranslation('licensing');
  const labelId = `addon-${name}-label`;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          bgcolor: checked ? 'primary.main' : 'action.hover',
          color: checked ? 'primary.contrastText' : 'text.secondary',
        }}
      >
        {ICONS[name]}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} id={labelId}>
          {t(`switches.${name}.label`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" id={`${labelId}-help`}>
          {t(`switches.${name}.description`)}
        </Typography>
        <ServiceSetupNotes services={services} name={name} />
      </Box>
      <Switch
        checked={checked}
        disabled={disabled}
        onChange={(_event, value) => onChange(value)}
        slotProps={{
          input: {
            'aria-labelledby': labelId,
            'aria-describedby': `${labelId}-help`,
            // @ts-expect-error data attributes are passed through to the input
            'data-testid': `addon-${name}`,
          },
        }}
      />
    </Box>
  );
}

function AddOns({ info }: { info: TLicenseInfo }) {
  const { t } = useTranslation('licensing');
  const session = useSession();
  const services = useOutsideServices(true).data?.services ?? [];
  const update = useUpdateLicenseMutation(info.organizationId);
  const [pending, setPending] = useState<{ name: LicenseSwitch; value: boolean } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const reason = licenseReadOnlyReason(info, session);

  const change = (name: LicenseSwitch, value: boolean) => {
    setPending({ name, value });
    update.mutate(licenseUpdateRequest(info.organizationId, { [name]: value }), {
      onSuccess: () =>
        setSaved(t(value ? 'addons.turnedOn' : 'addons.turnedOff', { addon: t(`switches.${name}.label`) })),
      onSettled: () => setPending(null),
    });
  };

  return (
    <Stack spacing={3}>
      <ReadOnlyNotice reason={reason} subject="addons" />
      {update.isError && (
        <Alert severity="error" onClose={() => update.reset()} data-testid="addons-error">
          {errorMessage(update.error, t('common:loadFailed'))}
        </Alert>
      )}
      <Grid container spacing={3}>
        {ADDON_GROUPS.map((group) => (
          <Grid key={group.key} size={{ xs: 12, lg: group.key === 'features' ? 12 : 6 }}>
            <Card component="section" aria-labelledby={`addons-${group.key}-title`} sx={{ height: '100%' }}>
              <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
                <Typography
                  variant="h2"
                  sx={{ fontSize: '1.15rem', mb: 0.5 }}
                  id={`addons-${group.key}-title`}
                >
                  {t(`addons.groups.${group.key}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t(`addons.groups.${group.key}.description`)}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {group.switches.map((name) => (
                    <AddOnRow
                      key={name}
                      name={name}
                      checked={pending?.name === name ? pending.value : info[name]}
                      disabled={reason !== null || pending !== null}
                      onChange={(value) => change(name, value)}
                      services={services}
                    />
                  ))}
                </Box>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      {/* the connection is the organization's own, made by whoever acts for it */}
      {info.organizationId === session.organizationId && <FacebookConnectionCard />}
      <SuccessSnackbar message={saved} onClose={() => setSaved(null)} testId="addons-saved" />
    </Stack>
  );
}

/** /organizations/:orgId/addons: the add-ons and features a parent turns on for an organization. */
export default function OrganizationAddonsTab() {
  const { t } = useTranslation('licensing');
  const organizationId = useOrganizationIdParam();
  const info = useLicenseInfo(organizationId);
  let content: ReactElement;
  if (organizationId === null) content = <LoadFailed message={t('page.notFound')} />;
  else if (info.isPending) content = <LicensingSkeleton />;
  else if (info.isError) {
    const notFound = isApiError(info.error) && [403, 404].includes(info.error.status);
    content = (
      <LoadFailed
        message={notFound ? t('page.notFound') : undefined}
        onRetry={notFound ? undefined : () => void info.refetch()}
      />
    );
  } else content = <AddOns info={info.data} />;
  return <Box data-testid="organization-addons-tab">{content}</Box>;
}
