import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { useTranslation } from 'react-i18next';
import type { TIntegration } from '@placard/contract';
import { AppLink, LinkButton } from '../../components/RouterLinks';
import { FeedErrorAlert } from './FeedErrorAlert';
import { integrationFacts } from './integrationFacts';
import { IntegrationStateChip } from './IntegrationStateChip';
import { integrationEditPath } from './paths';
import { PROVIDER_ICONS } from './providers';

export type IntegrationCommand = 'toggle' | 'rotate' | 'download' | 'delete';

/**
 * One integration of the list: its provider, name, state, key, last message (and a feed's last read
 * and error), with Edit, Enable/Disable and the other actions in a menu. Only a disabled integration
 * can be deleted: otherwise the menu says to disable it first.
 */
export function IntegrationCard({
  integration,
  editable,
  busy,
  onCommand,
}: {
  integration: TIntegration;
  /** false while the licence is read-only */
  editable: boolean;
  /** a command on it is under way */
  busy: boolean;
  onCommand: (command: IntegrationCommand, integration: TIntegration) => void;
}) {
  const { t, i18n } = useTranslation('integrations');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const Icon = PROVIDER_ICONS[integration.provider];
  const enabled = integration.state === 'enabled';
  const editPath = integrationEditPath(integration.organizationId, integration.id);
  const command = (name: IntegrationCommand) => {
    setMenu(null);
    onCommand(name, integration);
  };

  return (
    <Card
      component="li"
      data-testid={`integration-${integration.id}`}
      data-state={integration.state}
      sx={{ listStyle: 'none' }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1.5, alignItems: 'center' }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flex: '1 1 360px', minWidth: 0 }}>
            <Avatar
              variant="rounded"
              sx={{ bgcolor: enabled ? 'primary.main' : 'action.disabledBackground', width: 44, height: 44 }}
              aria-hidden
            >
              <Icon />
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <AppLink
                  to={editPath}
                  variant="h3"
                  underline="hover"
                  color="text.primary"
                  sx={{ fontSize: '1.05rem', fontWeight: 600, overflowWrap: 'anywhere' }}
                  data-testid="integration-name"
                >
                  {integration.name}
                </AppLink>
                <IntegrationStateChip state={integration.state} />
              </Box>
              <Typography variant="body2" color="text.secondary" data-testid="integration-provider">
                {t(`providers.${integration.provider}`)}
              </Typography>
              <Box
                component="dl"
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  columnGap: 3,
                  rowGap: 0.5,
                  m: 0,
                  mt: 1,
                  '& dt': { color: 'text.secondary', fontSize: '0.8125rem' },
                  '& dd': { m: 0, fontSize: '0.875rem', fontWeight: 500 },
                }}
              >
                {integrationFacts(integration, t, i18n.language).map((fact) => (
                  <Box key={fact.key} data-testid={`integration-fact-${fact.key}`}>
                    <dt>{fact.label}</dt>
                    <dd title={fact.title}>
                      {fact.key === 'key' ? (
                        <Box component="code" sx={{ fontFamily: 'monospace' }}>
                          {fact.text}
                        </Box>
                      ) : (
                        fact.text
                      )}
                    </dd>
                  </Box>
                ))}
              </Box>
            </Box>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', ml: 'auto' }}>
            <LinkButton
              to={editPath}
              variant="text"
              startIcon={<EditOutlined />}
              data-testid="integration-edit"
            >
              {t('actions.edit')}
            </LinkButton>
            {editable && (
              <Button
                variant="outlined"
                startIcon={enabled ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
                loading={busy}
                onClick={() => command('toggle')}
                data-testid="integration-toggle"
              >
                {enabled ? t('actions.disable') : t('actions.enable')}
              </Button>
            )}
            <IconButton
              aria-label={t('actions.menuFor', { name: integration.name })}
              aria-haspopup="menu"
              aria-expanded={menu !== null}
              onClick={(event) => setMenu(event.currentTarget)}
              data-testid="integration-menu"
            >
              <MoreVert />
            </IconButton>
            <Menu
              anchorEl={menu}
              open={menu !== null}
              onClose={() => setMenu(null)}
              slotProps={{ list: { 'aria-label': t('actions.menuFor', { name: integration.name }) } }}
            >
              <MenuItem onClick={() => command('download')} data-testid="integration-download">
                <ListItemIcon>
                  <FileDownloadOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('actions.download')}</ListItemText>
              </MenuItem>
              {editable && (
                <MenuItem onClick={() => command('rotate')} data-testid="integration-rotate-key">
                  <ListItemIcon>
                    <KeyOutlined fontSize="small" />
                  </ListItemIcon>
                  <ListItemText>{t('actions.rotate')}</ListItemText>
                </MenuItem>
              )}
              {editable && (
                // while enabled it stays readable and says why it cannot be chosen
                <MenuItem
                  onClick={() => !enabled && command('delete')}
                  aria-disabled={enabled}
                  data-testid="integration-delete-action"
                  sx={{
                    color: enabled ? 'text.secondary' : 'error.main',
                    alignItems: 'flex-start',
                    cursor: enabled ? 'default' : 'pointer',
                  }}
                >
                  <ListItemIcon sx={{ color: 'inherit', mt: 0.25 }}>
                    <DeleteOutlined fontSize="small" />
                  </ListItemIcon>
                  <ListItemText
                    primary={t('actions.delete')}
                    secondary={enabled ? t('actions.deleteDisableFirst') : undefined}
                    slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 240 } } }}
                  />
                </MenuItem>
              )}
            </Menu>
          </Box>
        </Box>
        <FeedErrorAlert integration={integration} />
      </CardContent>
    </Card>
  );
}
