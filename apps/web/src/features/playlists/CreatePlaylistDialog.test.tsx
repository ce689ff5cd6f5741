import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { ApiError } from '../../api/client';
import { renderRoutes } from '../../test/renderApp';
import { CreatePlaylistDialog } from './CreatePlaylistDialog';
import type { TPlaylistCreate } from './createPlaylistForm';

async function renderDialog(create = vi.fn(async (_request: TPlaylistCreate) => ({ id: 42 }))) {
  const onCreated = vi.fn();
  await renderRoutes(
    [
      {
        path: '/',
        element: (
          <CreatePlaylistDialog
            open
            place={{ section: 'my', parentFolderId: 7 }}
            onClose={() => undefined}
            create={create}
            onCreated={onCreated}
          />
        ),
      },
    ],
    '/',
  );
  await screen.findByTestId('new-playlist-name');
  return { create, onCreated };
}

const nameField = () => screen.getByTestId('new-playlist-name') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByTestId('new-playlist-submit'));

// each language loads its texts on first use: slow on a busy machine
describe('new playlist dialog', { timeout: 15_000 }, () => {
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('en');
  });

  it('says what is wrong with the name, in English and in French', async () => {
    const { create } = await renderDialog();
    submit();
    expect(await screen.findByText('This field is required.')).toBeTruthy();

    await i18next.changeLanguage('fr');
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nouvelle playlist' })).toBeTruthy();

    fireEvent.change(nameField(), { target: { value: 'x'.repeat(101) } });
    submit();
    expect(await screen.findByText('Utilisez au maximum 100 caractères.')).toBeTruthy();

    await i18next.changeLanguage('en');
    expect(await screen.findByText('Please use max 100 characters.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('asks for both sides of a custom ratio, in Swedish too', async () => {
    const { create } = await renderDialog();
    fireEvent.change(nameField(), { target: { value: 'Totem' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    fireEvent.change(screen.getByTestId('new-playlist-width'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('new-playlist-height'), { target: { value: '101' } });
    submit();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Please enter 100 or less.')).toBeTruthy();

    await i18next.changeLanguage('sv');
    expect(await screen.findByText('Fältet är obligatoriskt.')).toBeTruthy();
    expect(screen.getByText('Ange 100 eller mindre.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates a portrait playlist in the folder shown and hands over its id', async () => {
    const { create, onCreated } = await renderDialog();
    expect((screen.getByRole('radio', { name: '16:9' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(nameField(), { target: { value: '  Entrance  ' } });
    fireEvent.click(screen.getByRole('radio', { name: '9:16' }));
    submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(42));
    expect(create).toHaveBeenCalledWith({
      name: 'Entrance',
      aspectType: '9:16',
      section: 'my',
      parentFolderId: 7,
    });
  });

  it('sends a custom ratio with its sides', async () => {
    const { create } = await renderDialog();
    fireEvent.change(nameField(), { target: { value: 'Shelf strip' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    expect((screen.getByTestId('new-playlist-width') as HTMLInputElement).value).toBe('1');
    fireEvent.change(screen.getByTestId('new-playlist-width'), { target: { value: '32' } });
    fireEvent.change(screen.getByTestId('new-playlist-height'), { target: { value: '9' } });
    submit();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0]).toMatchObject({ aspectType: 'custom', width: 32, height: 9 });
  });

  it('shows a taken name on the field', async () => {
    const create = vi.fn(async () => {
      throw new ApiError({
        status: 409,
        code: 'NAME_TAKEN',
        message: 'This name is already in use here. Please choose another.',
        fromServer: true,
      });
    });
    const { onCreated } = await renderDialog(create);
    fireEvent.change(nameField(), { target: { value: 'Lobby' } });
    submit();
    expect(await screen.findByText('This name is already in use here. Please choose another.')).toBeTruthy();
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
