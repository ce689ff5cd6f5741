import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface GuideCardProps {
  icon: ReactNode;
  title: string;
  intro: string;
  steps: string[];
  action?: ReactNode;
  testId: string;
}

/** One of the dashboard's guides: an icon, a title, a short introduction and numbered steps. */
export function GuideCard({ icon, title, intro, steps, action, testId }: GuideCardProps) {
  return (
    <Card
      component="section"
      aria-label={title}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid={testId}
    >
      <CardContent sx={{ flex: 1, p: 3 }}>
        <Box
          sx={{
            width: 44,
            height: 44,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(201, 30, 78, 0.08)',
            color: 'primary.main',
            mb: 2,
          }}
          aria-hidden
        >
          {icon}
        </Box>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {intro}
        </Typography>
        <Box component="ol" sx={{ pl: 2.5, m: 0 }}>
          {steps.map((step) => (
            <Typography component="li" key={step} sx={{ mb: 0.75 }}>
              {step}
            </Typography>
          ))}
        </Box>
      </CardContent>
      {action && <CardActions sx={{ px: 3, pb: 2.5, pt: 0 }}>{action}</CardActions>}
    </Card>
  );
}
