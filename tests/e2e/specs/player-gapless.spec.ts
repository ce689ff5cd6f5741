import { writeFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import {
  blankParts,
  keepRealFrames,
  recordFrames,
  rgb,
  sampleMediaEveryFrame,
  type Box,
  type Watched,
} from '../support/frames';
import { solidPng, solidVideo } from '../support/media';
import { apiLoginAs } from '../support/organizations';
import { mediaNamed, pairByApi, pictureElement, textElement, videoElement } from '../support/player';
import { createPlaylistByApi, uploadToMyMedia } from '../support/playlists';

const CANVAS_WIDTH = 1920;
/** Slide changes watched, and the playlist's rounds among them. */
const CHANGES = 100;
/** Each slide's time, which the test skips once the slide is in. */
const SLIDE_MS = 1_000;
const SLIDES = 3;

const GREEN = '#2EA04F';
const ORANGE = '#F08A24';
const PURPLE = '#B0309A';
const TEAL = '#1E8CA8';

/** A video on every slide, a picture on every slide, and a place showing a video or a picture in turn. */
const CLIP: Box = { x: 120, y: 120, width: 780, height: 440 };
const PICTURE: Box = { x: 1020, y: 120, width: 780, height: 440 };
const FEATURE: Box = { x: 120, y: 620, width: 780, height: 400 };
const LABEL: Box = { x: 1020, y: 700, width: 780, height: 240 };

const label = (words: string) => textElement('label', LABEL, words);

const FADE = { type: 'fade', option: null, durationInMillis: 400 };
const CUT = { type: 'none', option: null, durationInMillis: 0 };

/** One-second slides on white: blank media would show white. */
const slide = (slideAnimation: object, elements: object[]) => ({
  duration: 1,
  background: { type: 'color', color: '#FFFFFF' },
  slideAnimation,
  elements,
});

async function post(request: APIRequestContext, url: string, data: object) {
  const response = await request.post(url, { data });
  expect(response.status(), await response.text()).toBe(200);
  return response;
}

type Seen = { id: string; at: number };

/**
 * Records, in the page, every slide that comes in (the topmost one shown) and when, on
 * document.timeline (the page's real time, which page.clock leaves alone).
 */
async function trackSlides(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { id: string; at: number }[] = [];
    Object.assign(window, { placardSlidesSeen: seen });
    const look = () => {
      const slides = document.querySelectorAll('[data-testid="player-slide"]');
      const id = slides[slides.length - 1]?.getAttribute('data-slide-id');
      if (id && seen.at(-1)?.id !== id) seen.push({ id, at: Number(document.timeline.currentTime) });
    };
    look();
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-slide-id', 'data-testid'],
    });
  });
}

const slidesSeen = (page: Page): Promise<Seen[]> =>
  page.evaluate(() => (window as unknown as { placardSlidesSeen: Seen[] }).placardSlidesSeen);

/**
 * Moves the screen's clock on to the end of each slide as soon as the slide has come in and its
 * transition is over, until `changes` slides came in: a second of every slide's time is skipped,
 * what it takes to draw the next one is not (the slide stays until the next one is ready).
 */
async function driveSlides(page: Page, changes: number): Promise<void> {
  for (let count = (await slidesSeen(page)).length; count <= changes;) {
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="player-slide"]').length === 1,
      null,
      {
        polling: 20,
      },
    );
    await page.clock.fastForward(SLIDE_MS);
    await page.waitForFunction(
      (before) => (window as unknown as { placardSlidesSeen: unknown[] }).placardSlidesSeen.length > before,
      count,
      { polling: 20, timeout: 10_000 },
    );
    count = (await slidesSeen(page)).length;
  }
}

test('a screen shows every picture and video on every frame across 100 slide changes and many rounds', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await registerAccount(page.request);
  const organizationId = await apiLoginAs(page.request, owner);

  const ids =
    await test.step('a playlist of three one-second slides with videos and pictures on white', async () => {
      await uploadToMyMedia(page.request, [
        solidVideo('green.webm'),
        solidVideo('purple.webm'),
        await solidPng('orange.png', ORANGE),
        await solidPng('teal.png', TEAL),
      ]);
      const [green, purple, orange, teal] = await Promise.all(
        ['green.webm', 'purple.webm', 'orange.png', 'teal.png'].map((name) => mediaNamed(page.request, name)),
      );
      if (!green || !purple || !orange || !teal) throw new Error('the media were uploaded');
      const playlistId = await createPlaylistByApi(page.request, 'Gapless');
      for (let added = 1; added < SLIDES; added += 1) {
        await post(page.request, '/api/playlist/slide/create', { playlistId });
      }
      const slides = [
        // the round comes back to the first slide with a fade; its feature video was on the slide before
        slide(FADE, [
          videoElement('clip', CLIP, green),
          pictureElement('picture', PICTURE, orange),
          videoElement('feature', FEATURE, purple),
          label('One'),
        ]),
        // a cut: the slide shows at once, a picture where a video was
        slide(CUT, [
          videoElement('clip', CLIP, green),
          pictureElement('picture', PICTURE, orange),
          pictureElement('feature-picture', FEATURE, teal),
          label('Two'),
        ]),
        slide(FADE, [
          videoElement('clip', CLIP, green),
          pictureElement('picture', PICTURE, orange),
          videoElement('feature', FEATURE, purple),
          label('Three'),
        ]),
      ];
      for (const [slideNumber, slideData] of slides.entries()) {
        await post(page.request, '/api/playlist/updateSlide', { playlistId, slideNumber, slideData });
      }
      await post(page.request, '/api/playlist/publish', { playlistId });
      const info = await post(page.request, '/api/playlist/info', { playlistId });
      const { slides: published } = (await info.json()) as { slides: { id: number }[] };
      return { playlistId, slides: published.map((one) => String(one.id)) };
    });

  // a small screen: the frames are sampled, not looked at
  const screenContext = await browser.newContext({ baseURL, viewport: { width: 960, height: 540 } });
  const tv = await screenContext.newPage();
  await keepRealFrames(tv);
  await tv.clock.install();
  await tv.goto('/player/');

  await test.step('the screen is added and plays the playlist now', async () => {
    const deviceKey = await pairByApi(tv, page.request, organizationId, 'Gapless screen');
    await post(page.request, '/api/playlist/assignToDevice', { deviceKey, playlistId: ids.playlistId });
    await expect(tv.getByTestId('player-slide').last()).toHaveAttribute(
      'data-slide-id',
      ids.slides[1] ?? '',
      {
        timeout: 30_000,
      },
    );
  });

  const watched: Watched[] = [
    { name: 'video on every slide', box: CLIP, colours: [rgb(GREEN)] },
    { name: 'picture on every slide', box: PICTURE, colours: [rgb(ORANGE)] },
    { name: 'video or picture in turn', box: FEATURE, colours: [rgb(PURPLE), rgb(TEAL)] },
  ];

  await test.step(`no frame shows a blank picture or video over ${CHANGES} slide changes`, async () => {
    await trackSlides(tv);
    const recording = await recordFrames(tv);
    const sampling = await sampleMediaEveryFrame(tv, {
      clip: GREEN,
      picture: ORANGE,
      feature: PURPLE,
      'feature-picture': TEAL,
    });
    // the page's time (document.timeline) of a moment since the epoch, for the painted frames
    // (the test's own clock: the page's Date is the faked one)
    const asked = Date.now();
    const timelineNow = await tv.evaluate(() => Number(document.timeline.currentTime));
    const timeline = (asked + Date.now()) / 2 - timelineNow;
    const onTimeline = (epochSeconds: number) => epochSeconds * 1000 - timeline;

    await driveSlides(tv, CHANGES);
    const sampled = await sampling.stop();
    const frames = await recording.stop();
    const seen = await slidesSeen(tv);

    const changes = seen.length - 1;
    const rounds = seen.filter((one, index) => index > 0 && one.id === ids.slides[0]).length;
    const painted = [];
    for (const frame of frames) painted.push(await blankParts(frame, watched, CANVAS_WIDTH));
    const blankPainted = painted.filter((verdict) => verdict.blank.length > 0);
    // the blank frames (the first few, each with the frame before it) go with the report
    let attached = 0;
    for (const [index, frame] of frames.entries()) {
      if (!painted[index]?.blank.length || attached >= 5) continue;
      attached += 1;
      for (const [name, shown] of [
        [`frame-${index - 1}.jpg`, frames[index - 1]],
        [`frame-${index}-blank.jpg`, frame],
      ] as const) {
        if (!shown) continue;
        const file = test.info().outputPath(name);
        writeFileSync(file, shown.jpeg);
        await test.info().attach(name, { path: file, contentType: 'image/jpeg' });
      }
    }
    /** when a blank frame came: how long after which slide came in */
    const when = (at: number) => {
      const after = seen.filter((one) => one.at <= at).at(-1);
      return after
        ? `${Math.round(at - after.at)} ms after slide ${after.id} came in`
        : 'before the first change';
    };
    const report = [
      ...sampled.blanks.map((blank) => `drawn: ${blank.elements.join(', ')} ${when(blank.at)}`),
      ...blankPainted
        .slice(0, 10)
        .map((verdict) => `painted: ${verdict.blank.join(', ')} ${when(onTimeline(verdict.at))}`),
    ];
    const summary =
      `${changes} slide changes, ${rounds} rounds; ` +
      `${sampled.frames} frames drawn, ${sampled.blankFrames} with a blank picture or video; ` +
      `${frames.length} frames painted, ${blankPainted.length} blank`;
    test.info().annotations.push({ type: 'frames', description: summary });
    console.log(summary);

    expect(changes).toBeGreaterThanOrEqual(CHANGES);
    expect(rounds).toBeGreaterThanOrEqual(Math.floor(CHANGES / SLIDES));
    // the page drew (and the screen painted) frames all along
    expect(sampled.frames).toBeGreaterThan(CHANGES * 5);
    expect(frames.length).toBeGreaterThan(CHANGES * 2);
    expect(sampled.blankFrames, report.join('\n')).toBe(0);
    expect(blankPainted, report.join('\n')).toHaveLength(0);
  });

  await screenContext.close();
});
