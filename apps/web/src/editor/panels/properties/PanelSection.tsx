import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One titled block of a side panel: a small heading, its controls, a divider below. */
export function PanelSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        px: 1.5,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.25,
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', minHeight: 24, gap: 1 }}
      >
        <Typography
          id={id}
          variant="overline"
          component="h3"
          sx={{ lineHeight: 1.4, fontWeight: 700, letterSpacing: 0.6, color: 'text.secondary' }}
        >
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}

/** Controls side by side, in two equal columns (x and y, width and height) unless a template is given. */
export function FieldRow({
  children,
  template = 'repeat(2, minmax(0, 1fr))',
}: {
  children: ReactNode;
  template?: string;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: template,
        gap: 1,
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** A small caption above a group of buttons. */
export function FieldLabel({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography
      id={id}
      variant="caption"
      component="p"
      sx={{ color: 'text.secondary', fontWeight: 600, mb: -0.5 }}
    >
      {children}
    </Typography>
  );
}
