import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TMediaListRequest } from '@placard/contract';
import { playlistWith } from '../../state/test-fixtures';
import { sentBodies, stubApi } from '../../../test/testSession';
import { mediaItem, mediaList } from '../../../features/media/test/mediaFixtures';
import { initI18n } from '../../../app/i18n';
import { renderInEditor, testServices } from '../../context/testHarness';
import { PropertiesPanel } from './PropertiesPanel';

beforeAll(async () => {
  await initI18n('en');
}, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function section(name: string) {
  return screen.getByRole('region', { name });
}

function chooseOption(field: HTMLElement, option: string) {
  fireEvent.mouseDown(field);
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

function typeInto(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

describe('properties of the slide (nothing selected)', { timeout: 30_000 }, () => {
  it('changes the duration once per entry, within 1 to 86400 seconds, and for every slide', async () => {
    const services = testServices(playlistWith([{ id: 1 }, { id: 2 }]));
    await renderInEditor(<PropertiesPanel />, services);
    const duration = within(section('Duration')).getByRole('spinbutton', { name: 'Show for' });
    expect(duration).toHaveProperty('value', '10');
    typeInto(duration, '25');
    expect(services.updateSlideProps).toHaveBeenCalledTimes(1);
    expect(services.updateSlideProps).toHaveBeenLastCalledWith({ duration: 25 });
    typeInto(duration, '999999');
    expect(services.updateSlideProps).toHaveBeenLastCalledWith({ duration: 86_400 });
    fireEvent.click(within(section('Duration')).getByRole('button', { name: 'Apply to all slides' }));
    expect(services.setAllDurations).toHaveBeenCalledWith(10);
  });

  it('sets the background colour from its hex code, refusing what is no colour', async () => {
    const services = testServices(playlistWith([{ id: 1 }]));
    await renderInEditor(<PropertiesPanel />, services);
    const hex = within(section('Background')).getByRole('textbox', { name: 'Colour' });
    expect(hex).toHaveProperty('value', '#FFFFFF');
    typeInto(hex, 'blue');
    expect(await screen.findByText('Please enter a colour like #2E96F4.')).toBeTruthy();
    expect(services.setBackground).not.toHaveBeenCalled();
    typeInto(hex, '#12ab34');
    expect(services.setBackground).toHaveBeenCalledWith({ type: 'color', color: '#12AB34' });
  });

  it('commits a colour from the system picker once, when it closes', async () => {
    const services = testServices(playlistWith([{ id: 1 }]));
    await renderInEditor(<PropertiesPanel />, services);
    const picker = screen.getByLabelText('Colour: choose a colour');
    fireEvent.input(picker, { target: { value: '#00ff00' } });
    expect(services.setBackground).not.toHaveBeenCalled();
    fireEvent.change(picker, { target: { value: '#00ff00' } });
    expect(services.setBackground).toHaveBeenCalledTimes(1);
    expect(services.setBackground).toHaveBeenCalledWith({ type: 'color', color: '#00FF00' });
  });

  it('chooses a background image from My or Shared media, and removes it', async () => {
    const beach = mediaItem({ id: 11, name: 'beach.jpg', url: '/api/files/beach.jpg' });
    const party = mediaItem({
      id: 12,
      name: 'party.gif',
      kind: 'gif',
      format: 'gif',
      url: '/api/files/party.gif',
    });
    const api = stubApi({
      'POST /api/media/list': ({ body }) => {
        const request = body as TMediaListRequest;
        const results = request.section === 'shared' ? [] : request.kind === 'gif' ? [party] : [beach];
        return { status: 200, body: mediaList({ results }) };
      },
    });
    const playlist = playlistWith([{ id: 1 }]);
    const services = testServices(playlist);
    await renderInEditor(<PropertiesPanel />, services);
    fireEvent.click(screen.getByRole('button', { name: 'Image…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a background image' });
    expect(await within(dialog).findByRole('button', { name: 'party.gif' })).toBeTruthy();
    const requests = sentBodies(api, 'POST', '/api/media/list') as TMediaListRequest[];
    expect(requests.map((request) => [request.section, request.kind]).sort()).toEqual([
      ['my', 'gif'],
      ['my', 'image'],
    ]);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Shared' }));
    expect(await within(dialog).findByText('There are no images here yet.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'My media' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'beach.jpg' }));
    expect(services.setBackground).toHaveBeenCalledWith({
      type: 'image',
      mediaId: 11,
      url: '/api/files/beach.jpg',
      color: '#FFFFFF',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // shown as the store would after the change
    act(() =>
      services.store
        .getState()
        .setBackground({ type: 'image', mediaId: 11, url: '/api/files/beach.jpg', color: '#FFFFFF' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(services.setBackground).toHaveBeenLastCalledWith({ type: 'color', color: '#FFFFFF' });
  });

  it('sets the transition of this slide or of every slide', async () => {
    const services = testServices(playlistWith([{ id: 1 }, { id: 2 }]));
    await renderInEditor(<PropertiesPanel />, services);
    const transition = section('Transition');
    chooseOption(within(transition).getByRole('combobox', { name: 'Type' }), 'Slide');
    expect(services.updateSlideProps).toHaveBeenLastCalledWith({
      slideAnimation: { type: 'slide', option: 'right', durationInMillis: 1000 },
    });
    fireEvent.click(within(transition).getByRole('button', { name: 'Apply to all slides' }));
    expect(services.setAnimationForAll).toHaveBeenCalledWith({
      type: 'none',
      option: null,
      durationInMillis: 0,
    });
  });

  it('explains why hot corners and the overlay need another slide', async () => {
    const services = testServices(playlistWith([{ id: 1 }]));
    await renderInEditor(<PropertiesPanel />, services);
    const hotCorners = screen.getByRole('switch', { name: 'Hot corners' });
    expect(hotCorners).toHaveProperty('disabled', true);
    expect(hotCorners.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Hot corners need at least 2 slides.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Use as overlay' })).toHaveProperty('disabled', true);
  });

  it('turns hot corners on and makes the slide the overlay', async () => {
    const services = testServices(playlistWith([{ id: 1 }, { id: 2 }]));
    await renderInEditor(<PropertiesPanel />, services);
    fireEvent.click(screen.getByRole('switch', { name: 'Hot corners' }));
    expect(services.updateSlideProps).toHaveBeenCalledWith({ hotCorners: true });
    fireEvent.click(screen.getByRole('switch', { name: 'Use as overlay' }));
    expect(services.setOverlay).toHaveBeenCalledWith(1);
  });

  it('says so when the server refuses the overlay', async () => {
    const services = testServices(playlistWith([{ id: 1 }, { id: 2 }]), {
      setOverlay: vi.fn(() => Promise.reject(new Error('refused'))),
    });
    await renderInEditor(<PropertiesPanel />, services);
    fireEvent.click(screen.getByRole('switch', { name: 'Use as overlay' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The change could not be saved. Please try again.',
    );
  });

  it('offers no overlay in a template', async () => {
    const services = testServices({ ...playlistWith([{ id: 1 }, { id: 2 }]), kind: 'template' });
    await renderInEditor(<PropertiesPanel />, services);
    expect(screen.getByRole('switch', { name: 'Hot corners' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Use as overlay' })).toBeNull();
  });

  it('changes the aspect ratio, a custom one by its width and height', async () => {
    const playlist = playlistWith([{ id: 1 }]);
    const services = testServices(playlist);
    await renderInEditor(<PropertiesPanel />, services);
    const aspect = section('Aspect ratio');
    chooseOption(within(aspect).getByRole('combobox', { name: 'Ratio' }), '9:16');
    expect(services.setAspect).toHaveBeenLastCalledWith({ type: '9:16' });
    await waitFor(() =>
      expect(
        within(aspect).getByRole('combobox', { name: 'Ratio' }).getAttribute('aria-disabled'),
      ).toBeNull(),
    );

    // the playlist as the server gives it back
    act(() =>
      services.store
        .getState()
        .loadPlaylist({ ...playlist, aspect: { type: 'custom', width: 1, height: 1 } }),
    );
    typeInto(within(aspect).getByRole('spinbutton', { name: 'Width' }), '32');
    expect(services.setAspect).toHaveBeenLastCalledWith({ type: 'custom', width: 32, height: 1 });
  });

  it('shows but does not change anything when read-only', async () => {
    const services = testServices(playlistWith([{ id: 1 }, { id: 2 }]), { readOnly: true });
    await renderInEditor(<PropertiesPanel />, services);
    expect(screen.getByRole('spinbutton', { name: 'Show for' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: 'Colour' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Image…' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('switch', { name: 'Hot corners' })).toHaveProperty('disabled', true);
    for (const button of screen.getAllByRole('button', { name: 'Apply to all slides' })) {
      expect(button).toHaveProperty('disabled', true);
    }
  });
});
