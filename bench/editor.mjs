/* global window, document, requestAnimationFrame, KeyboardEvent */
// The slide editor, measured in one run against baselines from the same run:
// - on a slide of 300 elements, frames per second in headless Chromium while one element is dragged
//   for 2 seconds, against the frames per second of the same page while the pointer moves without
//   dragging (the page's own frame rate);
// - undoing and redoing 1,000 steps on that slide, in the editor's store (the history alone) and in
//   the browser (store, history and drawing the result), against making the same 1,000 steps.
import { tsImport } from 'tsx/esm/api';
import { chromium } from 'playwright-core';
import { startServer } from './server.mjs';

const ELEMENTS = 300;
const STEPS = 1000;
const DRAG_MS = 2000;

/** 300 small shapes in a grid over a 16:9 canvas. */
function crowdedSlide() {
  const elements = Array.from({ length: ELEMENTS }, (_, index) => {
    const x = 20 + (index % 20) * 94;
    const y = 20 + Math.floor(index / 20) * 70;
    return {
      elid: `e${index}`,
      eltype: 'shape',
      transform: { translation: { x, y }, rotation: 0, scale: { x: 1, y: 1 } },
      width: 80,
      height: 56,
      aabb: { x, y, width: 80, height: 56 },
      contents: { shape: index % 2 ? 'star5' : 'rectangle', fill: index % 3 ? '#2E96F4' : '#C91E4E' },
    };
  });
  return { duration: 10, elements };
}

async function json(server, cookie, path, body) {
  const response = await fetch(`${server.base}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return { body: await response.json(), cookie: response.headers.get('set-cookie')?.split(';')[0] };
}

/** Frames the page draws while `work` runs (counted with requestAnimationFrame), per second. */
async function framesPerSecond(page, work) {
  await page.evaluate(() => {
    window.__frames = 0;
    window.__counting = true;
    const tick = () => {
      if (!window.__counting) return;
      window.__frames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const started = Date.now();
  await work();
  const seconds = (Date.now() - started) / 1000;
  const frames = await page.evaluate(() => {
    window.__counting = false;
    return window.__frames;
  });
  return frames / seconds;
}

/** Moves the pointer in small steps for DRAG_MS, along a circle around a point. */
async function sweep(page, centre) {
  const started = Date.now();
  let step = 0;
  while (Date.now() - started < DRAG_MS) {
    step += 1;
    const angle = step / 10;
    await page.mouse.move(centre.x + Math.cos(angle) * 120, centre.y + Math.sin(angle) * 80);
  }
}

async function measureBrowser(server) {
  const { cookie } = await json(server, null, '/auth/login', server.credentials);
  const { body: created } = await json(server, cookie, '/playlist/create', {
    name: 'Bench',
    aspectType: '16:9',
  });
  await json(server, cookie, '/playlist/updateSlide', {
    playlistId: created.id,
    slideNumber: 0,
    slideData: crowdedSlide(),
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: server.base }]);
    const page = await context.newPage();
    await page.goto(`${server.base}/playlists/${created.id}`);
    const elements = page.locator('[data-editor-canvas] [data-slide-canvas] > [data-elid]');
    await elements.nth(ELEMENTS - 1).waitFor();
    const target = await elements.nth(150).boundingBox();
    const centre = { x: target.x + target.width / 2, y: target.y + target.height / 2 };

    const idle = await framesPerSecond(page, () => sweep(page, { x: centre.x, y: centre.y + 300 }));
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    const dragging = await framesPerSecond(page, () => sweep(page, centre));
    await page.mouse.up();

    // the same 1,000 steps made, undone and redone through the editor's keyboard, then drawn
    const keys = (key, shift, count) =>
      page.evaluate(
        ({ key, shift, count }) =>
          new Promise((resolve) => {
            const started = performance.now();
            for (let i = 0; i < count; i += 1) {
              document.dispatchEvent(
                new KeyboardEvent('keydown', { key, shiftKey: shift, ctrlKey: key === 'z', bubbles: true }),
              );
            }
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)));
          }),
        { key, shift, count },
      );
    await elements.nth(10).click();
    const made = await keys('ArrowRight', false, STEPS);
    const undone = await keys('z', false, STEPS);
    const redone = await keys('z', true, STEPS);
    return { idle, dragging, made, undone, redone };
  } finally {
    await browser.close();
  }
}

async function measureStore() {
  const state = await tsImport('../apps/web/src/editor/state/index.ts', import.meta.url);
  const contract = await tsImport('../packages/contract/src/index.ts', import.meta.url);
  const slide = contract.ZSlideData.parse(crowdedSlide());
  const playlist = {
    id: 1,
    kind: 'playlist',
    name: 'Bench',
    aspect: { type: '16:9' },
    isPublished: false,
    publishedAt: null,
    overlay: null,
    section: 'my',
    folderId: null,
    slideCount: 1,
    duration: 10,
    thumbnailUrl: null,
    creator: null,
    stockFrom: null,
    platformStock: false,
    originalPlaylistId: null,
    createdAt: '',
    updatedAt: '',
    canEdit: true,
    canDelete: true,
    slides: [{ id: 1, data: slide, thumbnailUrl: null }],
  };
  const store = state.createEditorStore(playlist);
  store.getState().select(['e10']);
  const time = (work) => {
    const started = performance.now();
    work();
    return performance.now() - started;
  };
  const made = time(() => {
    for (let i = 0; i < STEPS; i += 1) store.getState().nudge(1, 0);
  });
  const undone = time(() => {
    for (let i = 0; i < STEPS; i += 1) store.getState().undo();
  });
  const redone = time(() => {
    for (let i = 0; i < STEPS; i += 1) store.getState().redo();
  });
  return { made, undone, redone };
}

const ms = (value) => `${value.toFixed(0)} ms`;

export async function measureEditor() {
  console.log(`\neditor: a slide of ${ELEMENTS} elements`);
  const store = await measureStore();
  console.log(`  store: ${STEPS} steps made in ${ms(store.made)} (baseline)`);
  console.log(
    `    undone in ${ms(store.undone)}, redone in ${ms(store.redone)}: ${((store.undone + store.redone) / store.made).toFixed(2)}× making them`,
  );
  const server = await startServer({});
  try {
    const browser = await measureBrowser(server);
    console.log(`  headless Chromium, pointer moving for ${DRAG_MS / 1000} s:`);
    console.log(`    page frame rate, not dragging (baseline): ${browser.idle.toFixed(1)} fps`);
    console.log(
      `    dragging one element: ${browser.dragging.toFixed(1)} fps, ${(browser.dragging / browser.idle).toFixed(2)}× the baseline`,
    );
    console.log(
      `  browser: ${STEPS} steps made with the arrow key and drawn in ${ms(browser.made)} (baseline)`,
    );
    console.log(
      `    undone and drawn in ${ms(browser.undone)}, redone and drawn in ${ms(browser.redone)}: ${((browser.undone + browser.redone) / browser.made).toFixed(2)}× making them`,
    );
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureEditor();
