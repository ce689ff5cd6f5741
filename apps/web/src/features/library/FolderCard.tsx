import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import FolderRounded from '@mui/icons-material/FolderRounded';
import type { TMediaFolder } from '@placard/contract';
import { ActionMenu } from './ActionMenu';
import type { FolderAction } from './libraryActions';
import { useLibraryText } from './libraryText';
import { SelectCheckbox } from './SelectCheckbox';

export interface FolderCardProps {
  folder: TMediaFolder;
  actions: readonly FolderAction[];
  selected: boolean;
  selecting: boolean;
  selectable: boolean;
  onOpen: () => void;
  onToggle: () => void;
  onAction: (action: FolderAction) => void;
}

/** A folder of the grid: opens on click, with a box to select it and its menu. */
export function FolderCard({
  folder,
  actions,
  selected,
  selecting,
  selectable,
  onOpen,
  onToggle,
  onAction,
}: FolderCardProps) {
  const { t, testId } = useLibraryText();
  const showBox = selected || selecting;
  return (
    <Card
      component="article"
      aria-label={folder.name}
      data-testid={testId('folder-card')}
      data-id={folder.id}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? `0 0 0 1px ${theme.palette.primary.main}` : 'none',
        transition: theme.transitions.create(['box-shadow', 'border-color']),
        '&:hover, &:focus-within': { boxShadow: theme.shadows[2] },
        // the box to select takes the icon's place on hover, on focus, and while selecting
        '&:hover .library-select, &:focus-within .library-select': { opacity: 1 },
        '&:hover .library-folder-icon, &:focus-within .library-folder-icon': selectable ? { opacity: 0 } : {},
      })}
    >
      <Box sx={{ position: 'relative', width: 44, height: 44, flexShrink: 0, ml: 0.75 }}>
        <FolderRounded
          className="library-folder-icon"
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            m: 'auto',
            color: 'secondary.main',
            fontSize: 28,
            pointerEvents: 'none',
            opacity: showBox && selectable ? 0 : 1,
            transition: 'opacity 120ms',
            '@media (hover: none)': selectable ? { opacity: 0 } : {},
          }}
        />
        {selectable && (
          <SelectCheckbox
            name={folder.name}
            checked={selected}
            visible={showBox}
            onToggle={onToggle}
            testId={testId('folder-select')}
            sx={{ inset: 0 }}
          />
        )}
      </Box>
      <CardActionArea
        onClick={onOpen}
        aria-label={t('folder.open', { name: folder.name })}
        data-testid={testId('folder-open')}
        sx={{ py: 1.75, pl: 0.75, pr: 1, minWidth: 0, alignSelf: 'stretch' }}
      >
        <Typography variant="body2" noWrap title={folder.name} sx={{ fontWeight: 600 }}>
          {folder.name}
        </Typography>
      </CardActionArea>
      <Box sx={{ pr: 0.5 }}>
        <ActionMenu name={folder.name} actions={actions} onAction={onAction} />
      </Box>
    </Card>
  );
}
