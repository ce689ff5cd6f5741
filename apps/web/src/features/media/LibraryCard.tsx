import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { SelectCheckbox } from './SelectCheckbox';

/**
 * The frame of an item card in a library's grid (media or playlists): its picture, a box to select it
 * over the picture, its name with the details below, and its menu.
 */
export function LibraryCard({
  id,
  name,
  status,
  testId,
  selectTestId,
  nameTestId,
  selected,
  selecting,
  selectable,
  onToggle,
  picture,
  menu,
  children,
}: {
  id: number;
  name: string;
  /** shown as the card's data-status, when the item has one */
  status?: string;
  testId: string;
  selectTestId: string;
  nameTestId: string;
  selected: boolean;
  /** whether anything is selected: the boxes then show on every card */
  selecting: boolean;
  selectable: boolean;
  onToggle: () => void;
  /** the clickable picture at the top */
  picture: ReactNode;
  menu: ReactNode;
  /** the details under the name */
  children: ReactNode;
}) {
  return (
    <Card
      component="article"
      aria-label={name}
      data-testid={testId}
      data-status={status}
      data-id={id}
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        transition: theme.transitions.create(['box-shadow', 'border-color']),
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? `0 0 0 1px ${theme.palette.primary.main}` : 'none',
        '&:hover, &:focus-within': { boxShadow: theme.shadows[3] },
        '&:hover .library-select, &:focus-within .library-select': { opacity: 1 },
      })}
    >
      {picture}
      {selectable && (
        <SelectCheckbox
          name={name}
          checked={selected}
          visible={selected || selecting}
          onToggle={onToggle}
          testId={selectTestId}
          sx={{
            top: 4,
            left: 4,
            p: 0.5,
            bgcolor: 'rgba(255,255,255,0.9)',
            borderRadius: 1,
            '&:hover': { bgcolor: '#fff' },
          }}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, p: 1.25, pr: 0.5 }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" noWrap title={name} sx={{ fontWeight: 600 }} data-testid={nameTestId}>
            {name}
          </Typography>
          {children}
        </Box>
        {menu}
      </Box>
    </Card>
  );
}
