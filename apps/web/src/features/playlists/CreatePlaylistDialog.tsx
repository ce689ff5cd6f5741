import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CUSTOM_RATIO_MAX } from '@placard/contract';
import { isApiError } from '../../api/client';
import { FormDialog } from '../../components/FormDialog';
import { FormTextField } from '../../components/form/FormTextField';
import { useSubmitWithServerErrors } from '../../components/form/useSubmitWithServerErrors';
import { AspectChoice } from './AspectChoice';
import {
  NEW_PLAYLIST_VALUES,
  playlistCreateSchema,
  previewAspect,
  type PlaylistFormValues,
  type PlaylistPlace,
  type TPlaylistCreate,
} from './createPlaylistForm';

export interface CreatePlaylistDialogProps {
  open: boolean;
  place: PlaylistPlace;
  onClose: () => void;
  /** sends the request and answers the new playlist's id; a refusal is shown on the fields or under them */
  create: (request: TPlaylistCreate) => Promise<{ id: number }>;
  onCreated: (id: number) => void;
}

/** New playlist: a name and an aspect ratio, checked with the contract's rules as the server does. */
export function CreatePlaylistDialog(props: CreatePlaylistDialogProps) {
  // a new form each time it opens, so it starts empty
  return props.open ? <CreatePlaylistForm {...props} /> : null;
}

function CreatePlaylistForm({ place, onClose, create, onCreated }: CreatePlaylistDialogProps) {
  const { t } = useTranslation('playlists');
  const schema = useMemo(() => playlistCreateSchema(place), [place]);
  const form = useForm<PlaylistFormValues, unknown, TPlaylistCreate>({
    resolver: zodResolver(schema),
    defaultValues: NEW_PLAYLIST_VALUES,
  });
  const [aspectType, width, height] = useWatch({
    control: form.control,
    name: ['aspectType', 'width', 'height'],
  });
  const { failure, onSubmit } = useSubmitWithServerErrors(form, {
    fields: ['name', 'aspectType', 'width', 'height'],
    fallback: t('errors.createFailed'),
    save: async (request) => {
      let created: { id: number };
      try {
        created = await create(request);
      } catch (error) {
        if (isApiError(error) && error.code === 'NAME_TAKEN' && !error.fields.name) {
          form.setError('name', { type: 'server', message: error.message }, { shouldFocus: true });
          return;
        }
        throw error;
      }
      onCreated(created.id);
    },
  });
  const ratioInput = (testId: string) => ({
    htmlInput: { inputMode: 'numeric' as const, 'data-testid': testId },
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      titleId="new-playlist-title"
      title={t('create.title')}
      text={t('create.text')}
      maxWidth="sm"
      onSubmit={(event) => void onSubmit(event)}
      failure={failure}
      failureTestId="new-playlist-error"
      pending={form.formState.isSubmitting}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('create.submit')}
      submitTestId="new-playlist-submit"
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('create.name')}
        required
        autoFocus
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'new-playlist-name' } }}
      />
      <Typography id="new-playlist-aspect" sx={{ fontWeight: 600, mt: 3 }}>
        {t('aspect.label')}
      </Typography>
      <Controller
        control={form.control}
        name="aspectType"
        render={({ field }) => (
          <AspectChoice
            value={field.value}
            onChange={field.onChange}
            custom={previewAspect({ aspectType: 'custom', width, height })}
            labelId="new-playlist-aspect"
          />
        )}
      />
      {aspectType === 'custom' && (
        <Box sx={{ mt: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
            <FormTextField
              control={form.control}
              name="width"
              label={t('aspect.width')}
              required
              size="small"
              sx={{ flex: 1 }}
              slotProps={ratioInput('new-playlist-width')}
            />
            <Typography aria-hidden sx={{ pt: 1, fontWeight: 600 }}>
              :
            </Typography>
            <FormTextField
              control={form.control}
              name="height"
              label={t('aspect.height')}
              required
              size="small"
              sx={{ flex: 1 }}
              slotProps={ratioInput('new-playlist-height')}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('aspect.customHelp', { max: CUSTOM_RATIO_MAX })}
          </Typography>
        </Box>
      )}
    </FormDialog>
  );
}
