import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { ActionMenu } from './ActionMenu';
import type { LibraryAction } from './libraryActions';
import type { CardFace } from './librarySection';
import type { LibraryEntry } from './libraryTarget';
import { useLibraryText } from './libraryText';
import { SelectCheckbox } from './SelectCheckbox';

/** What a card of the grid is told about the selection. */
export interface CardSelection {
  selected: boolean;
  /** whether anything is selected: the boxes then show on every card */
  selecting: boolean;
  selectable: boolean;
  onToggle: () => void;
}

/**
 * An item of a library's grid (a media file, a playlist), as its library's `face` has it: its picture
 * (opening a preview or the editor), a box to select it over the picture, its name with the facts
 * below, and its menu.
 */
export function LibraryCard<Item extends LibraryEntry, Action extends LibraryAction>({
  face,
  item,
  actions,
  onAction,
  ...selection
}: CardSelection & {
  face: CardFace<Item, Action>;
  item: Item;
  actions: readonly Action[];
  onAction: (action: Action) => void;
}) {
  const { t } = useLibraryText();
  const { Picture, Details } = face;
  return (
    <CardFrame
      id={item.id}
      name={item.name}
      status={face.statusOf?.(item)}
      testId={face.testId}
      {...selection}
      picture={
        <CardActionArea
          onClick={() => onAction(face.open.action)}
          aria-label={t(face.open.label, { name: item.name })}
          data-testid={face.open.testId}
        >
          <Picture item={item} />
        </CardActionArea>
      }
      menu={<ActionMenu name={item.name} actions={actions} onAction={onAction} {...face.marksOf(item, t)} />}
    >
      <Details item={item} />
    </CardFrame>
  );
}

/** The frame of a card: picture, the box over it, name, details and menu. */
function CardFrame({
  id,
  name,
  status,
  testId,
  selected,
  selecting,
  selectable,
  onToggle,
  picture,
  menu,
  children,
}: CardSelection & {
  id: number;
  name: string;
  /** shown as the card's data-status, when the item has one */
  status?: string;
  /** media-item gives media-item-card, media-item-select and media-item-name */
  testId: string;
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
      data-testid={`${testId}-card`}
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
          testId={`${testId}-select`}
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
          <Typography
            variant="body2"
            noWrap
            title={name}
            sx={{ fontWeight: 600 }}
            data-testid={`${testId}-name`}
          >
            {name}
          </Typography>
          {children}
        </Box>
        {menu}
      </Box>
    </Card>
  );
}
