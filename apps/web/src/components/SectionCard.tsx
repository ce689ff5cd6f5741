import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** A titled card for one part of a page (account details, help topics). */
export function SectionCard({ title, description, children, testId }: SectionCardProps) {
  return (
    <Card component="section" sx={{ height: '100%' }} data-testid={testId} aria-label={title}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: description ? 0.5 : 2 }}>
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {description}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
