import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TPlaylistSummary, TScheduleEntryInput } from '@placard/contract';
import { useFormMessage } from '../../../../components/form/formMessage';
import { PlaylistThumb } from '../PlaylistThumb';
import type { EntryFormValues } from '../scheduleForm';

/** What the picker shows of a playlist. */
export type PickablePlaylist = Pick<TPlaylistSummary, 'id' | 'name' | 'thumbnailUrl'>;

/** Chooses one of the published playlists the user may put on screens, by name, with its picture. */
export function PlaylistPicker({
  control,
  playlists,
  loading,
}: {
  control: Control<EntryFormValues, unknown, TScheduleEntryInput>;
  playlists: readonly PickablePlaylist[];
  loading: boolean;
}) {
  const { t } = useTranslation('schedule');
  const translate = useFormMessage();
  const { field, fieldState } = useController({ control, name: 'playlistId' });
  const value = playlists.find((playlist) => playlist.id === field.value) ?? null;
  return (
    <Autocomplete
      options={playlists}
      value={value}
      loading={loading}
      onChange={(_event, playlist) => field.onChange(playlist?.id ?? null)}
      getOptionLabel={(playlist) => playlist.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={t('dialog.noPlaylists')}
      loadingText={t('dialog.loadingPlaylists')}
      renderOption={({ key, ...props }, playlist) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
          <PlaylistThumb playlistId={playlist.id} thumbnailUrl={playlist.thumbnailUrl} size={48} />
          <Typography noWrap>{playlist.name}</Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('dialog.playlist')}
          required
          autoFocus
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={translate(fieldState.error?.message)}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'entry-playlist' },
          }}
        />
      )}
    />
  );
}
