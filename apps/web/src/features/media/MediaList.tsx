import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMediaItem } from '@placard/contract';
import { selectableOf } from '../library/actionRules';
import { ActionMenu } from '../library/ActionMenu';
import { FolderTableRow, SelectAllCell } from '../library/FolderTableRow';
import type { LibraryViewProps } from '../library/librarySection';
import { isSelectable, toggled } from '../library/librarySelection';
import { ActionsHeadCell, ItemOpenButton, ItemSelectCell } from '../library/LibraryTableCells';
import { ItemFlags, KindChip } from './MediaBadges';
import { formatBytes, formatDimensions, formatDuration } from './mediaFormat';
import { folderActions, itemActions, MEDIA_RULES, type ItemAction } from './mediaActions';
import { MediaThumbnail } from './MediaThumbnail';

/** Dimensions, duration or pages: what tells this kind of item apart. */
export function useItemMeasure(): (item: TMediaItem) => string {
  const { t } = useTranslation('media');
  return (item) => {
    const parts: string[] = [];
    if (item.kind !== 'pdf' && item.width !== null && item.height !== null) {
      parts.push(formatDimensions(item.width, item.height));
    }
    if (item.durationMs !== null) parts.push(formatDuration(item.durationMs));
    if (item.pageCount !== null) parts.push(t('details.pageCount', { count: item.pageCount }));
    return parts.join(' · ') || '—';
  };
}

/** The table view: name, type, size, measure, date and creator; folders first. */
export function MediaList({
  folders,
  items,
  access,
  selection,
  onSelect,
  onOpenFolder,
  onItemAction,
  onFolderAction,
}: LibraryViewProps<TMediaItem, ItemAction>) {
  const { t, i18n } = useTranslation('media');
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const measure = useItemMeasure();
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );

  return (
    <TableContainer data-testid="media-list">
      <Table size="small" aria-label={t('item.listLabel')}>
        <TableHead>
          <TableRow>
            <SelectAllCell
              selection={selection}
              selectable={selectableOf(MEDIA_RULES, items, folders, access)}
              onSelect={onSelect}
            />
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell>{t('columns.type')}</TableCell>
            <TableCell align="right">{t('columns.size')}</TableCell>
            {wide && <TableCell>{t('columns.measure')}</TableCell>}
            {wide && <TableCell>{t('columns.date')}</TableCell>}
            {wide && <TableCell>{t('columns.creator')}</TableCell>}
            <ActionsHeadCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {folders.map((folder) => (
            <FolderTableRow
              key={`folder-${folder.id}`}
              folder={folder}
              actions={folderActions(folder, access)}
              selected={selection.folders.has(folder.id)}
              onToggle={() => onSelect({ ...selection, folders: toggled(selection.folders, folder.id) })}
              onOpen={() => onOpenFolder(folder)}
              onAction={(action) => onFolderAction(folder, action)}
            >
              <TableCell>{t('folder.type')}</TableCell>
              <TableCell align="right">—</TableCell>
              {wide && <TableCell>—</TableCell>}
              {wide && (
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {dateFormat.format(new Date(folder.createdAt))}
                </TableCell>
              )}
              {wide && <TableCell>{folder.creator?.fullname ?? '—'}</TableCell>}
            </FolderTableRow>
          ))}
          {items.map((item) => {
            const actions = itemActions(item, access);
            const selected = selection.items.has(item.id);
            return (
              <TableRow
                key={item.id}
                hover
                selected={selected}
                data-testid="media-item-row"
                data-status={item.status}
                aria-label={item.name}
              >
                <ItemSelectCell
                  name={item.name}
                  selectable={isSelectable(actions)}
                  selected={selected}
                  onToggle={() => onSelect({ ...selection, items: toggled(selection.items, item.id) })}
                  testId="media-item-select"
                />
                <TableCell sx={{ maxWidth: 360 }}>
                  <ItemOpenButton
                    onClick={() => onItemAction(item, 'preview')}
                    label={t('actions.previewOf', { name: item.name })}
                  >
                    <Box
                      sx={{
                        width: 48,
                        height: 36,
                        flexShrink: 0,
                        borderRadius: 1,
                        overflow: 'hidden',
                        bgcolor: 'grey.100',
                        position: 'relative',
                      }}
                    >
                      <MediaThumbnail item={item} compact />
                    </Box>
                    <Typography
                      variant="body2"
                      noWrap
                      title={item.name}
                      sx={{ fontWeight: 600, minWidth: 0 }}
                    >
                      {item.name}
                    </Typography>
                  </ItemOpenButton>
                  <ItemFlags item={item} />
                </TableCell>
                <TableCell>
                  <KindChip kind={item.kind} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatBytes(item.sizeBytes, i18n.language)}
                </TableCell>
                {wide && <TableCell sx={{ whiteSpace: 'nowrap' }}>{measure(item)}</TableCell>}
                {wide && (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {dateFormat.format(new Date(item.createdAt))}
                  </TableCell>
                )}
                {wide && <TableCell>{item.creator?.fullname ?? '—'}</TableCell>}
                <TableCell align="right">
                  <ActionMenu
                    name={item.name}
                    actions={actions}
                    onAction={(action) => onItemAction(item, action)}
                    locked={item.locked}
                    uneditableWhenShared={item.uneditableWhenShared}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
