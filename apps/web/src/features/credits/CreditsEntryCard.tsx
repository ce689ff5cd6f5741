import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { useTranslation } from 'react-i18next';
import { useCredits } from '../../api/licensing';
import { LinkButton } from '../../components/RouterLinks';
import { SectionCard } from '../../components/SectionCard';

/** On the account page: the organization's available credits and the way to the Credits page. */
export function CreditsEntryCard({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation('credits');
  const credits = useCredits(organizationId);
  const available = credits.data ? Math.max(0, credits.data.totalCredits - credits.data.usedCredits) : null;
  return (
    <SectionCard title={t('entry.title')} description={t('entry.description')} testId="credits-entry">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: '1 1 auto' }}>
          <Box
            aria-hidden
            sx={{
              width: 40,
              height: 40,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <AutoAwesomeOutlined />
          </Box>
          {available === null ? (
            credits.isPending && <Skeleton width={160} />
          ) : (
            <Typography sx={{ fontWeight: 600, fontSize: '1.15rem' }} data-testid="credits-entry-available">
              {t('entry.available', { count: available })}
            </Typography>
          )}
        </Box>
        <LinkButton
          to="/credits"
          variant="outlined"
          endIcon={<ArrowForward />}
          data-testid="credits-entry-open"
        >
          {t('entry.open')}
        </LinkButton>
      </Box>
    </SectionCard>
  );
}
