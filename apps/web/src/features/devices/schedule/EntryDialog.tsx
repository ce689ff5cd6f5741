import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TScheduleEntryInput } from '@placard/contract';
import { FormDialog } from '../../../components/FormDialog';
import { useSubmitWithServerErrors } from '../../../components/form/useSubmitWithServerErrors';
import { EndsFields } from './form/EndsFields';
import { PlaylistPicker, type PickablePlaylist } from './form/PlaylistPicker';
import { RepeatFields } from './form/RepeatFields';
import { WhenFields } from './form/WhenFields';
import { entryFormSchema, type EntryFormValues } from './scheduleForm';

export interface EntryDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  /** the screen's timezone; null for a group, whose screens each play in their own */
  timeZone: string | null;
  /** the playlists to choose from; null when the playlist is already chosen (in `initial`) */
  playlists: readonly PickablePlaylist[] | null;
  playlistsLoading?: boolean;
  /** whether the entry may be play now instead of a schedule */
  allowPlayNow: boolean;
  initial: EntryFormValues;
  /** sends the entry; a refusal is shown on the fields or under them */
  save: (input: TScheduleEntryInput) => Promise<unknown>;
  onSaved: () => void;
}

/**
 * The schedule entry form (spec section 3): a playlist, then play now or a start date, all day or start
 * and end times, a repetition and its end. Checked with the contract's ZSchedule as the server checks it.
 */
export function EntryDialog(props: EntryDialogProps) {
  // a new form each time it opens, so it starts from `initial`
  return props.open ? <EntryForm {...props} /> : null;
}

function EntryForm({
  onClose,
  title,
  submitLabel,
  timeZone,
  playlists,
  playlistsLoading = false,
  allowPlayNow,
  initial,
  save,
  onSaved,
}: EntryDialogProps) {
  const { t } = useTranslation('schedule');
  const schema = useMemo(() => entryFormSchema(playlists !== null), [playlists]);
  const form = useForm<EntryFormValues, unknown, TScheduleEntryInput>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  });
  const [playNow, frequency] = useWatch({ control: form.control, name: ['playNow', 'frequency'] });
  const { failure, onSubmit } = useSubmitWithServerErrors(form, {
    fields: ['playlistId'],
    fallback: t('dialog.failed'),
    save: async (input) => {
      await save(input);
      onSaved();
    },
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      titleId="schedule-entry-title"
      title={title}
      text={
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
          <PublicOutlined fontSize="small" aria-hidden />
          <span data-testid="entry-time-zone">
            {timeZone ? t('dialog.timeZone', { timeZone }) : t('dialog.timeZoneGroup')}
          </span>
        </Box>
      }
      maxWidth="sm"
      onSubmit={(event) => void onSubmit(event)}
      failure={failure}
      failureTestId="entry-error"
      pending={form.formState.isSubmitting}
      cancelLabel={t('dialog.cancel')}
      submitLabel={submitLabel}
      submitTestId="entry-submit"
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }} data-testid="schedule-entry-form">
        {playlists !== null && (
          <PlaylistPicker control={form.control} playlists={playlists} loading={playlistsLoading} />
        )}
        {allowPlayNow && (
          <Controller
            control={form.control}
            name="playNow"
            render={({ field }) => (
              <Box>
                <FormControlLabel
                  label={t('dialog.playNow')}
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      data-testid="entry-play-now"
                    />
                  }
                />
                <Typography variant="body2" color="text.secondary">
                  {t('dialog.playNowHelp')}
                </Typography>
              </Box>
            )}
          />
        )}
        {!playNow && (
          <>
            {allowPlayNow && <Divider />}
            <WhenFields control={form.control} />
            <RepeatFields control={form.control} setValue={form.setValue} getValues={form.getValues} />
            {frequency !== 'none' && <EndsFields control={form.control} />}
          </>
        )}
      </Box>
    </FormDialog>
  );
}
