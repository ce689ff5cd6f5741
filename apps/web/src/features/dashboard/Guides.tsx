import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import PhoneAndroidOutlined from '@mui/icons-material/PhoneAndroidOutlined';
import PlaylistPlayOutlined from '@mui/icons-material/PlaylistPlayOutlined';
import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';
import { useTranslation } from 'react-i18next';
import type { TDashboardSetup } from '@placard/contract';
import { useAlertList } from '../../api/alerts';
import { useSession } from '../../app/session';
import { LinkButton } from '../../components/RouterLinks';
import { DoneGuide, GuideCard } from './GuideCard';
import { guideProgress, guidesFor, useGuidesShown, type GuideKey } from './guides';

type Translate = (key: string, options: { returnObjects: true } & Record<string, unknown>) => unknown;

function steps(t: Translate, key: string, values: Record<string, string> = {}): string[] {
  const value = t(key, { returnObjects: true, ...values });
  return Array.isArray(value) ? value.map(String) : [];
}

const TEST_IDS: Record<GuideKey, string> = {
  howto: 'guide-howto',
  addDevice: 'guide-add-device',
  content: 'guide-content',
  alerts: 'guide-alerts',
};

/**
 * "Get started": how Placard works, adding a screen, making good content and, for those who may send
 * them, emergency alerts. A guide whose steps the
 * organization has done folds into a line; once all are done the whole section folds away behind
 * 'Show guides'. Showing or hiding them is remembered for the user.
 */
export function Guides({ setup }: { setup: TDashboardSetup | undefined }) {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const guides = guidesFor(session.permissions);
  const alerts = useAlertList({ enabled: guides.includes('alerts') });
  // until the alerts are known the alerts guide counts as done, so done guides do not open for a moment
  const progress = guideProgress(setup, alerts.data?.results.some((alert) => !alert.readOnly) ?? true);
  const doneCount = guides.filter((key) => progress[key].done).length;
  const allDone = doneCount === guides.length;
  const [shown, setShown] = useGuidesShown(session.userId, allDone);
  const headingId = useId();
  const contentId = useId();

  const content: Record<GuideKey, { icon: ReactNode; steps: string[]; action?: ReactNode }> = {
    howto: {
      icon: <TipsAndUpdatesOutlined />,
      steps: steps(t, 'howto.steps'),
      action: (
        <LinkButton to="/help/howto" variant="text">
          {t('howto.link')}
        </LinkButton>
      ),
    },
    addDevice: {
      icon: <PhoneAndroidOutlined />,
      steps: steps(t, 'addDevice.steps', { playerUrl: `${window.location.origin}/player` }),
      action: (
        <>
          {session.permissions.includes('devices') && (
            <LinkButton to="/devicemanagement/devices" variant="text">
              {t('addDevice.add')}
            </LinkButton>
          )}
          <LinkButton to="/android" variant="text">
            {t('addDevice.link')}
          </LinkButton>
        </>
      ),
    },
    content: { icon: <PlaylistPlayOutlined />, steps: steps(t, 'content.steps') },
    alerts: {
      icon: <CampaignOutlined />,
      steps: steps(t, 'alerts.steps'),
      action: (
        <>
          <LinkButton to="/alerts/create" variant="text">
            {t('alerts.create')}
          </LinkButton>
          <LinkButton to="/alerts/list" variant="text">
            {t('alerts.list')}
          </LinkButton>
        </>
      ),
    },
  };
  const props = (key: GuideKey) => ({
    icon: content[key].icon,
    title: t(`${key}.title`),
    intro: t(`${key}.intro`),
    steps: content[key].steps,
    stepsDone: progress[key].steps,
    action: content[key].action,
    testId: TEST_IDS[key],
  });
  const open = guides.filter((key) => !progress[key].done);
  const done = guides.filter((key) => progress[key].done);

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="dashboard-guides" data-shown={shown}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: shown ? 2 : 0 }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem' }}>
          {t('guidesTitle')}
        </Typography>
        <Chip
          size="small"
          variant={allDone ? 'filled' : 'outlined'}
          color={allDone ? 'success' : 'default'}
          label={t('guides.progress', { done: doneCount, total: guides.length })}
          data-testid="dashboard-guides-progress"
          sx={{ fontWeight: 600 }}
        />
        {!shown && allDone && (
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 14rem' }}>
            {t('guides.allDone')}
          </Typography>
        )}
        <Button
          variant="text"
          size="small"
          onClick={() => setShown(!shown)}
          aria-expanded={shown}
          aria-controls={contentId}
          endIcon={shown ? <ExpandLess /> : <ExpandMore />}
          sx={{ ml: 'auto' }}
          data-testid="dashboard-guides-toggle"
        >
          {shown ? t('guides.hide') : t('guides.show')}
        </Button>
      </Box>
      <Collapse in={shown} id={contentId}>
        {open.length > 0 && (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                md: 'repeat(2, minmax(0, 1fr))',
                // four open guides make two rows of two rather than three and one
                lg: `repeat(${open.length === 4 ? 2 : Math.min(open.length, 3)}, minmax(0, 1fr))`,
              },
              mb: done.length > 0 ? 2 : 0,
            }}
          >
            {open.map((key) => (
              <GuideCard key={key} {...props(key)} />
            ))}
          </Box>
        )}
        {done.length > 0 && (
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: {
                xs: '1fr',
                md: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {done.map((key) => (
              <DoneGuide key={key} {...props(key)} />
            ))}
          </Box>
        )}
      </Collapse>
    </Box>
  );
}
