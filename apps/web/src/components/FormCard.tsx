import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Logo } from './Logo';

interface FormCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Wider cards for longer forms such as registration. */
  width?: number;
  testId?: string;
}

/** The centred card of the public pages: Placard's logo, a heading and the form. */
export function FormCard({ title, subtitle, children, width = 440, testId }: FormCardProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, sm: 6 } }} data-testid={testId}>
      <Card
        sx={{
          width: '100%',
          maxWidth: width,
          borderRadius: 3,
          boxShadow: '0 8px 30px rgba(20, 24, 40, 0.08)',
        }}
      >
        <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
          <Box sx={{ color: 'primary.main', display: 'flex', justifyContent: 'center', mb: 3 }}>
            <Logo height={34} />
          </Box>
          <Typography
            variant="h1"
            sx={{ textAlign: 'center', fontSize: { xs: '1.5rem', sm: '1.75rem' }, mb: 1 }}
          >
            {title}
          </Typography>
          {subtitle ? (
            <Typography component="div" color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
              {subtitle}
            </Typography>
          ) : (
            <Box sx={{ mb: 3 }} />
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
