import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visuallyHidden';

interface GuideProps {
  icon: ReactNode;
  title: string;
  intro: string;
  steps: string[];
  /** which steps are done (numbered steps), or null for a list of tips */
  stepsDone: boolean[] | null;
  action?: ReactNode;
  testId: string;
}

function IconBadge({ children }: { children: ReactNode }) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: 40,
        height: 40,
        flexShrink: 0,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        bgcolor: alpha(theme.palette.primary.main, 0.08),
        color: 'primary.main',
      })}
    >
      {children}
    </Box>
  );
}

/** A guide's steps: numbered, each done one ticked (and said so to screen readers); tips as bullets. */
function Steps({ steps, stepsDone }: { steps: string[]; stepsDone: boolean[] | null }) {
  const { t } = useTranslation('dashboard');
  if (stepsDone === null) {
    return (
      <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
        {steps.map((step) => (
          <Typography component="li" key={step} sx={{ mb: 0.75 }}>
            {step}
          </Typography>
        ))}
      </Box>
    );
  }
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {steps.map((step, index) => {
        const done = stepsDone[index] === true;
        return (
          <Box component="li" key={step} sx={{ display: 'flex', gap: 1.25 }} data-done={done}>
            {done ? (
              <CheckCircle sx={{ color: 'success.main', fontSize: 24, flexShrink: 0 }} aria-hidden />
            ) : (
              <Box
                aria-hidden
                sx={{
                  width: 24,
                  height: 24,
                  flexShrink: 0,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: 'primary.main',
                  color: 'primary.main',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: '0.75rem',
                  fontWeight: 700,
                }}
              >
                {index + 1}
              </Box>
            )}
            <Typography color={done ? 'text.secondary' : 'text.primary'}>
              {step}
              {done && <Box component="span" sx={visuallyHidden}>{` (${t('guides.stepDone')})`}</Box>}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** A guide still to follow: an icon, a title, a short introduction, its steps and a way to act. */
export function GuideCard({ icon, title, intro, steps, stepsDone, action, testId }: GuideProps) {
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid={testId}
      data-done="false"
    >
      <CardContent sx={{ flex: 1, p: { xs: 2, sm: 2.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <IconBadge>{icon}</IconBadge>
          <Typography variant="h3" id={headingId} sx={{ fontSize: '1.05rem' }}>
            {title}
          </Typography>
        </Box>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {intro}
        </Typography>
        <Steps steps={steps} stepsDone={stepsDone} />
      </CardContent>
      {action && (
        <CardActions sx={{ px: { xs: 2, sm: 2.5 }, pb: 2, pt: 0, flexWrap: 'wrap' }}>{action}</CardActions>
      )}
    </Card>
  );
}

/** A guide that is done, folded into one line; its steps open again on demand. */
export function DoneGuide({ icon, title, intro, steps, stepsDone, action, testId }: GuideProps) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const stepsId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} data-testid={testId} data-done="true">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: { xs: 1.5, sm: 2 }, py: 1 }}>
        <IconBadge>{icon}</IconBadge>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h3" id={headingId} sx={{ fontSize: '1rem' }}>
            {title}
          </Typography>
          <Typography
            variant="body2"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.dark' }}
          >
            <CheckCircle sx={{ fontSize: 16 }} aria-hidden />
            {t('guides.done')}
          </Typography>
        </Box>
        <Tooltip title={open ? t('guides.hideSteps') : t('guides.showSteps')}>
          <IconButton
            onClick={() => setOpen((value) => !value)}
            aria-label={open ? t('guides.hideSteps') : t('guides.showSteps')}
            aria-expanded={open}
            aria-controls={stepsId}
            data-testid={`${testId}-toggle`}
          >
            {open ? <ExpandLess /> : <ExpandMore />}
          </IconButton>
        </Tooltip>
      </Box>
      <Collapse in={open} id={stepsId}>
        <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: 2, pt: 0.5 }}>
          <Typography color="text.secondary" sx={{ mb: 1.5 }}>
            {intro}
          </Typography>
          <Steps steps={steps} stepsDone={stepsDone} />
          {action && <Box sx={{ mt: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}>{action}</Box>}
        </Box>
      </Collapse>
    </Card>
  );
}
