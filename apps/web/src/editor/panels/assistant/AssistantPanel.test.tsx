import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import {
  deltaText,
  ZSlideData,
  type TAssistantEvent,
  type TAssistantStatus,
  type TElement,
} from '@placard/contract';
import { currentSlideData } from '../../state';
import { playlistWith, textAt } from '../../state/test-fixtures';
import { sentBodies, stubApi, testSession } from '../../../test/testSession';
import { renderInEditor, testServices } from '../../context/testHarness';
import { AssistantPanel } from './AssistantPanel';

const STATUS: TAssistantStatus = {
  available: true,
  prices: { write: 1, rewrite: 1, design: 3, draft_playlist: 5 },
  credits: { totalCredits: 10, usedCredits: 0 },
};
const after = (used: number) => ({ totalCredits: 10, usedCredits: used });

const DESIGN: TAssistantEvent = {
  type: 'result',
  credits: after(3),
  result: {
    action: 'design',
    slide: {
      title: 'Welcome',
      data: ZSlideData.parse({
        background: { type: 'color', color: '#0B3D91' },
        elements: [textAt('headline', 'Welcome to the harbour', 160, 120)],
      }),
    },
  },
};

async function panel(
  events: readonly TAssistantEvent[],
  elements: TElement[] = [],
  status = STATUS,
  session = testSession(),
) {
  const api = stubApi({
    'POST /api/assistant/run': () => ({
      status: 200,
      lines: [{ type: 'started', cost: 3, credits: after(3) }, ...events],
    }),
    'GET /api/assistant/status': () => ({ status: 200, body: status }),
    'POST /api/media/list': () => ({ status: 200, body: { results: [], totalCount: 0 } }),
  });
  const services = testServices(playlistWith([{ id: 1, elements }]));
  await renderInEditor(<AssistantPanel />, services, session);
  const balance = status.credits.totalCredits - status.credits.usedCredits;
  await screen.findByText(`${balance} credits`);
  return { api, services };
}

const slideElements = (services: ReturnType<typeof testServices>) =>
  currentSlideData(services.store.getState())?.elements ?? [];

describe('the AI assistant panel', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks the brief with the contract before anything is asked', async () => {
    const { api } = await panel([]);
    fireEvent.click(screen.getByTestId('assistant-generate'));
    expect(await screen.findByText(/required/i)).toBeTruthy();
    expect(sentBodies(api, 'POST', '/api/assistant/run')).toEqual([]);
  });

  it('puts a designed slide on the canvas as one step that Undo takes back', async () => {
    const { api, services } = await panel(
      [{ type: 'progress', characters: 120, attempt: 1 }, DESIGN],
      [textAt('old', 'Old text')],
    );
    fireEvent.click(screen.getByTestId('assistant-action-design'));
    fireEvent.change(screen.getByTestId('assistant-brief'), {
      target: { value: 'A welcome slide for visitors' },
    });
    fireEvent.click(screen.getByTestId('assistant-generate'));
    await screen.findByText('The new design is on the slide.');
    expect(sentBodies(api, 'POST', '/api/assistant/run')).toEqual([
      {
        action: 'design',
        playlistId: 1,
        brief: 'A welcome slide for visitors',
        language: 'en',
        mediaIds: [],
      },
    ]);
    expect(slideElements(services).map((element) => element.elid)).toEqual(['headline']);
    expect(currentSlideData(services.store.getState())?.background).toEqual({
      type: 'color',
      color: '#0B3D91',
    });
    fireEvent.click(screen.getByTestId('assistant-undo'));
    expect(slideElements(services).map((element) => element.elid)).toEqual(['old']);
    expect(services.store.getState().canUndo).toBe(false);
  });

  it('writes a headline and body onto the slide', async () => {
    const { services } = await panel([
      {
        type: 'result',
        credits: after(1),
        result: { action: 'write', headline: 'Open late', body: 'Until ten.' },
      },
    ]);
    fireEvent.change(screen.getByTestId('assistant-brief'), { target: { value: 'We open late on Fridays' } });
    fireEvent.click(screen.getByTestId('assistant-generate'));
    await screen.findByText('The headline and body text are on the slide.');
    expect(screen.getByTestId('assistant-balance').textContent).toBe('9 credits');
    const texts = slideElements(services).map((element) =>
      element.eltype === 'text' ? deltaText(element.contents.delta) : '',
    );
    expect(texts).toEqual(['Open late\n', 'Until ten.\n']);
  });

  it('rewrites the selected text in place', async () => {
    const { api, services } = await panel(
      [{ type: 'result', credits: after(1), result: { action: 'rewrite', text: 'Short and sweet' } }],
      [textAt('t1', 'A long and winding text about our opening hours')],
    );
    fireEvent.click(screen.getByTestId('assistant-action-rewrite'));
    expect(screen.getByText('Select one text element on the slide to rewrite it.')).toBeTruthy();
    services.store.getState().select(['t1']);
    await screen.findByText('A long and winding text about our opening hours');
    fireEvent.click(screen.getByTestId('assistant-generate'));
    await screen.findByText('The text was rewritten.');
    expect(sentBodies(api, 'POST', '/api/assistant/run')).toEqual([
      {
        action: 'rewrite',
        playlistId: 1,
        text: 'A long and winding text about our opening hours',
        style: 'shorter',
        language: 'en',
      },
    ]);
    const [rewritten] = slideElements(services);
    expect(rewritten?.eltype === 'text' && deltaText(rewritten.contents.delta)).toBe('Short and sweet\n');
  });

  it('says so when the credits do not cover an action, and offers to buy more', async () => {
    await panel([], [], { ...STATUS, credits: { totalCredits: 2, usedCredits: 0 } });
    fireEvent.click(screen.getByTestId('assistant-action-design'));
    expect(screen.getByTestId('assistant-out-of-credits').textContent).toContain('You are out of credits');
    expect((screen.getByTestId('assistant-generate') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('link', { name: 'Buy credits' })[0]?.getAttribute('href')).toBe(
      '/credits/buy',
    );
  });

  it('tells a content creator out of credits to ask an owner or admin, with no way to buy', async () => {
    const empty = { ...STATUS, credits: { totalCredits: 0, usedCredits: 0 } };
    await panel([], [], empty, testSession({ roleName: 'content_creator' }));
    expect(screen.getByTestId('assistant-out-of-credits').textContent).toContain(
      'Ask an owner or admin of your organization for more.',
    );
    expect(screen.queryByRole('link', { name: 'Buy credits' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Credit history' })).toBeNull();
  });

  it('shows the server’s error and that the credits came back', async () => {
    await panel([
      {
        type: 'error',
        credits: after(0),
        error: { code: 'ASSISTANT_INVALID_ANSWER', message: 'The assistant’s answer could not be used.' },
      },
    ]);
    fireEvent.change(screen.getByTestId('assistant-brief'), { target: { value: 'Something nice' } });
    fireEvent.click(screen.getByTestId('assistant-generate'));
    expect((await screen.findByTestId('assistant-error')).textContent).toContain('could not be used');
    // the credits reserved when it started came back with the error
    expect(screen.getByTestId('assistant-balance').textContent).toBe('10 credits');
  });
});
