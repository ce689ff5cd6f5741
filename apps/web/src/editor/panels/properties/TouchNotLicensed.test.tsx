import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { TAction, TPlaylist } from '@placard/contract';
import { initI18n } from '../../../app/i18n';
import { testSession } from '../../../test/testSession';
import type { EditorServices } from '../../context/EditorContext';
import { renderInEditor, testServices } from '../../context/testHarness';
import { playlistWith, shapeAt } from '../../state/test-fixtures';
import { PropertiesPanel } from './PropertiesPanel';

beforeAll(async () => {
  await initI18n('en');
}, 30_000);

afterEach(cleanup);

const NOTE = 'Touch interactions (hot corners, jump to slide, popups) are part of licences with interaction.';
const KEPT_NOTE =
  'Touch interactions are part of licences with interaction. What this slide already has keeps working: you can remove it but not change it.';
const popup: TAction = {
  type: 'OATPopup',
  targetSlideId: 2,
  position: { x: 0.1, y: 0.1 },
  size: { width: 0.8, height: 0.8 },
};

const region = (name: string) => screen.getByRole('region', { name });

/** The panel for an organization whose licence has no interaction, these elements selected. */
async function showWithoutInteraction(
  playlist: TPlaylist,
  selected: string[] = [],
  overrides: Partial<EditorServices> = {},
) {
  const session = testSession();
  const services = testServices(playlist, overrides);
  services.store.getState().select(selected);
  await renderInEditor(<PropertiesPanel />, services, {
    ...session,
    licenseFeatures: { ...session.licenseFeatures, interaction: false },
  });
  return services;
}

function withHotCorners(playlist: TPlaylist): TPlaylist {
  return {
    ...playlist,
    slides: playlist.slides.map((slide, index) =>
      index === 0 ? { ...slide, data: { ...slide.data, hotCorners: true } } : slide,
    ),
  };
}

describe('touch interactions without interaction in the licence', { timeout: 30_000 }, () => {
  it('offers no hot corners and says why, keeping the overlay', async () => {
    await showWithoutInteraction(playlistWith([{ id: 1 }, { id: 2 }]));
    const touch = region('Touch and overlay');
    expect(within(touch).queryByRole('switch', { name: 'Hot corners' })).toBeNull();
    expect(within(touch).getByText(NOTE)).toBeTruthy();
    // a standing note, not an alert that interrupts (nor one mistaken for a field's error)
    expect(within(touch).getByRole('note').textContent).toBe(NOTE);
    expect(within(touch).queryByRole('alert')).toBeNull();
    expect(within(touch).getByRole('switch', { name: 'Use as overlay' })).toHaveProperty('disabled', false);
  });

  it('shows hot corners a slide already has, and lets them be turned off', async () => {
    const services = await showWithoutInteraction(withHotCorners(playlistWith([{ id: 1 }, { id: 2 }])));
    const touch = region('Touch and overlay');
    expect(within(touch).getByText(KEPT_NOTE)).toBeTruthy();
    const hotCorners = within(touch).getByRole('switch', { name: 'Hot corners' });
    expect(hotCorners).toHaveProperty('checked', true);
    fireEvent.click(hotCorners);
    expect(services.updateSlideProps).toHaveBeenCalledWith({ hotCorners: false });
  });

  it('offers no touch action for an element and says why', async () => {
    await showWithoutInteraction(playlistWith([{ id: 1, elements: [shapeAt('a', 0, 0)] }, { id: 2 }]), ['a']);
    const touch = region('Touch action');
    expect(within(touch).queryByRole('combobox', { name: 'When tapped' })).toBeNull();
    expect(within(touch).getByText(NOTE)).toBeTruthy();
    expect(within(touch).queryByRole('button', { name: 'Remove action' })).toBeNull();
  });

  it('shows an action an element already has read-only, and removes it', async () => {
    const services = await showWithoutInteraction(
      playlistWith([
        { id: 1, elements: [shapeAt('a', 0, 0), shapeAt('b', 0, 0)], actions: { a: popup, b: popup } },
        { id: 2 },
      ]),
      ['a'],
    );
    const touch = region('Touch action');
    expect(within(touch).getByText(KEPT_NOTE)).toBeTruthy();
    const kind = within(touch).getByRole('combobox', { name: 'When tapped' });
    expect(kind.textContent).toBe('Popup');
    expect(kind.getAttribute('aria-disabled')).toBe('true');
    expect(within(touch).getByRole('spinbutton', { name: 'Width' })).toHaveProperty('disabled', true);
    fireEvent.click(within(touch).getByRole('button', { name: 'Remove action' }));
    expect(services.updateSlideProps).toHaveBeenLastCalledWith({ actions: { b: popup } });
  });

  it('lets nothing be removed in a read-only editor', async () => {
    await showWithoutInteraction(
      withHotCorners(
        playlistWith([{ id: 1, elements: [shapeAt('a', 0, 0)], actions: { a: popup } }, { id: 2 }]),
      ),
      ['a'],
      { readOnly: true },
    );
    expect(screen.getByRole('button', { name: 'Remove action' })).toHaveProperty('disabled', true);
  });
});
