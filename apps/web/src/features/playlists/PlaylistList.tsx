import { useMemo } from 'react';
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
import { useTranslation } from 'react-i18next';
import type { TAspect, TPlaylistSummary } from '@placard/contract';
import { selectableOf } from '../library/actionRules';
import { ActionMenu } from '../library/ActionMenu';
import { FolderTableRow, SelectAllCell } from '../library/FolderTableRow';
import type { LibraryViewProps } from '../library/librarySection';
import { isSelectable, toggled } from '../library/librarySelection';
import { ActionsHeadCell, ItemOpenButton, ItemSelectCell } from '../library/LibraryTableCells';
import {
  playlistActions,
  playlistFolderActions,
  PLAYLIST_RULES,
  type PlaylistAction,
} from './playlistActions';
import { PublishedChip, unavailableTexts, usePlaylistOrigin } from './PlaylistBadges';
import { aspectText, formatPlaylistDuration } from './playlistFormat';
import { PlaylistPreview } from './PlaylistPreview';

/** "16:9", or "Custom 32:9". */
function useAspectLabel(): (aspect: TAspect) => string {
  const { t } = useTranslation('playlists');
  return (aspect) =>
    aspect.type === 'custom' ? t('aspect.customRatio', { ratio: aspectText(aspect) }) : aspectText(aspect);
}

/** The table view: name, slides, duration, status, aspect, last change and creator; folders first. */
export function PlaylistList({
  folders,
  items: playlists,
  access,
  selection,
  onSelect,
  onOpenFolder,
  onItemAction: onPlaylistAction,
  onFolderAction,
}: LibraryViewProps<TPlaylistSummary, PlaylistAction>) {
  const { t, i18n } = useTranslation('playlists');
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const aspectLabel = useAspectLabel();
  const originOf = usePlaylistOrigin();
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }),
    [i18n.language],
  );
  const date = (iso: string) => dateFormat.format(new Date(iso));

  return (
    <TableContainer data-testid="playlist-list">
      <Table size="small" aria-label={t('item.listLabel')}>
        <TableHead>
          <TableRow>
            <SelectAllCell
              selection={selection}
              selectable={selectableOf(PLAYLIST_RULES, playlists, folders, access)}
              onSelect={onSelect}
            />
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell align="right">{t('columns.slides')}</TableCell>
            <TableCell align="right">{t('columns.duration')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            {wide && <TableCell>{t('columns.aspect')}</TableCell>}
            {wide && <TableCell>{t('columns.updated')}</TableCell>}
            {wide && <TableCell>{t('columns.creator')}</TableCell>}
            <ActionsHeadCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {folders.map((folder) => (
            <FolderTableRow
              key={`folder-${folder.id}`}
              folder={folder}
              actions={playlistFolderActions(folder, access)}
              selected={selection.folders.has(folder.id)}
              onToggle={() => onSelect({ ...selection, folders: toggled(selection.folders, folder.id) })}
              onOpen={() => onOpenFolder(folder)}
              onAction={(action) => onFolderAction(folder, action)}
            >
              <TableCell align="right">—</TableCell>
              <TableCell align="right">—</TableCell>
              <TableCell>{t('folder.type')}</TableCell>
              {wide && <TableCell>—</TableCell>}
              {wide && <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(folder.createdAt)}</TableCell>}
              {wide && <TableCell>{folder.creator?.fullname ?? '—'}</TableCell>}
            </FolderTableRow>
          ))}
          {playlists.map((playlist) => {
            const actions = playlistActions(playlist, access);
            const selected = selection.items.has(playlist.id);
            const origin = originOf(playlist);
            return (
              <TableRow
                key={playlist.id}
                hover
                selected={selected}
                data-testid="playlist-row"
                aria-label={playlist.name}
              >
                <ItemSelectCell
                  name={playlist.name}
                  selectable={isSelectable(actions)}
                  selected={selected}
                  onToggle={() => onSelect({ ...selection, items: toggled(selection.items, playlist.id) })}
                  testId="playlist-select"
                />
                <TableCell sx={{ maxWidth: 360 }}>
                  <ItemOpenButton
                    onClick={() => onPlaylistAction(playlist, 'open')}
                    label={t('actions.openNamed', { name: playlist.name })}
                  >
                    <Box sx={{ width: 56, flexShrink: 0, borderRadius: 1, overflow: 'hidden' }}>
                      <PlaylistPreview playlist={playlist} compact />
                    </Box>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="body2" noWrap title={playlist.name} sx={{ fontWeight: 600 }}>
                        {playlist.name}
                      </Typography>
                      {origin && (
                        <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
                          {origin}
                        </Typography>
                      )}
                    </Box>
                  </ItemOpenButton>
                </TableCell>
                <TableCell align="right">{playlist.slideCount}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatPlaylistDuration(playlist.duration)}
                </TableCell>
                <TableCell>
                  <PublishedChip published={playlist.isPublished} publishedAt={playlist.publishedAt} />
                </TableCell>
                {wide && <TableCell sx={{ whiteSpace: 'nowrap' }}>{aspectLabel(playlist.aspect)}</TableCell>}
                {wide && <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(playlist.updatedAt)}</TableCell>}
                {wide && <TableCell>{playlist.creator?.fullname ?? '—'}</TableCell>}
                <TableCell align="right">
                  <ActionMenu
                    name={playlist.name}
                    actions={actions}
                    onAction={(action) => onPlaylistAction(playlist, action)}
                    unavailable={unavailableTexts(playlist, t)}
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
