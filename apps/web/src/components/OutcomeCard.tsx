import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { FormCard } from './FormCard';
import { LinkButton } from './RouterLinks';

const ICONS = {
  success: <CheckCircleOutlined color="success" sx={{ fontSize: 48 }} aria-hidden />,
  error: <ErrorOutlined color="error" sx={{ fontSize: 48 }} aria-hidden />,
  mail: <MailOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />,
};

interface OutcomeCardProps {
  title: string;
  testId: string;
  tone: keyof typeof ICONS;
  /** the message paragraphs */
  children: ReactNode;
  /** where the user goes next */
  /** `state` travels with the link to the next page (the login page fills in an address from it) */
  action: { to: string; state?: unknown; label: string; testId?: string };
}

/** The end of a public flow: an icon, what happened, and the one way on. */
export function OutcomeCard({ title, testId, tone, children, action }: OutcomeCardProps) {
  return (
    <FormCard title={title} testId={testId}>
      <Stack spacing={1} sx={{ textAlign: 'center', alignItems: 'center' }}>
        <Box sx={{ mb: 1 }}>{ICONS[tone]}</Box>
        {children}
        <Box sx={{ pt: 2, width: '100%' }}>
          <LinkButton to={action.to} state={action.state} fullWidth size="large" data-testid={action.testId}>
            {action.label}
          </LinkButton>
        </Box>
      </Stack>
    </FormCard>
  );
}
