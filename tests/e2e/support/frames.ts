import type { CDPSession, Page } from '@playwright/test';
import sharp from 'sharp';

/** An RGB colour, 0–255 a channel. */
export type Rgb = readonly [number, number, number];

/** A rectangle on the slide's canvas, in canvas units (1920 wide for 16:9). */
export type Box = { x: number; y: number; width: number; height: number };

/**
 * A part of the slide that must show media on every frame: its place and the colours it may show. While
 * a fade runs, a colour between two of them shows, so any mix of two counts too.
 */
export type Watched = { name: string; box: Box; colours: readonly Rgb[] };

/** A frame the browser painted, as a JPEG, and when (seconds since the epoch, the browser's clock). */
export type Frame = { jpeg: Buffer; at: number };

/**
 * Records every frame the page paints, as the compositor hands them out (Chromium's screencast),
 * `maxWidth` pixels wide at most, until stopped.
 */
export async function recordFrames(page: Page, maxWidth = 480): Promise<{ stop: () => Promise<Frame[]> }> {
  const session: CDPSession = await page.context().newCDPSession(page);
  const frames: Frame[] = [];
  session.on('Page.screencastFrame', (event) => {
    frames.push({ jpeg: Buffer.from(event.data, 'base64'), at: event.metadata.timestamp ?? 0 });
    session.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => undefined);
  });
  await session.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 85,
    maxWidth,
    maxHeight: maxWidth,
    everyNthFrame: 1,
  });
  return {
    async stop() {
      await session.send('Page.stopScreencast');
      await session.detach();
      return frames;
    },
  };
}

/** How far (Euclidean, in RGB) a colour is from the mix of `a` and `b` closest to it. */
function distanceToMix(colour: Rgb, a: Rgb, b: Rgb): number {
  const [r, g, bl] = colour;
  const [ar, ag, ab] = a;
  const [dr, dg, db] = [b[0] - ar, b[1] - ag, b[2] - ab];
  const length = dr * dr + dg * dg + db * db;
  const along =
    length === 0 ? 0 : Math.min(1, Math.max(0, ((r - ar) * dr + (g - ag) * dg + (bl - ab) * db) / length));
  return Math.hypot(r - (ar + dr * along), g - (ag + dg * along), bl - (ab + db * along));
}

/** How far a colour is from the closest of `colours`, or of the mixes of two of them. */
function distanceToMixes(colour: Rgb, colours: readonly Rgb[]): number {
  return Math.min(...colours.flatMap((a) => colours.map((b) => distanceToMix(colour, a, b))));
}

/** Points sampled in a watched part: a grid over its middle (away from its edges). */
const GRID = 5;
const INSET = 0.2;

/** A sampled pixel further than this from every expected colour (and mix) is not the media's. */
export const COLOUR_TOLERANCE = 48;

export type FrameVerdict = { at: number; blank: string[] };

/**
 * Which watched parts of a frame are blank: a part is blank when one of its sampled points shows
 * something else than its media (the slide's background, the black stage, a half-drawn picture).
 * The frame is the slide area alone, `canvasWidth` canvas units wide.
 */
export async function blankParts(frame: Frame, watched: readonly Watched[], canvasWidth: number) {
  const { data, info } = await sharp(frame.jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const scale = info.width / canvasWidth;
  const blank: string[] = [];
  for (const part of watched) {
    const { x, y, width, height } = part.box;
    let off = 0;
    for (let row = 0; row < GRID; row += 1) {
      for (let column = 0; column < GRID; column += 1) {
        const px = Math.round((x + width * (INSET + ((1 - 2 * INSET) * column) / (GRID - 1))) * scale);
        const py = Math.round((y + height * (INSET + ((1 - 2 * INSET) * row) / (GRID - 1))) * scale);
        const index = (py * info.width + px) * info.channels;
        const colour: Rgb = [data[index] ?? 0, data[index + 1] ?? 0, data[index + 2] ?? 0];
        if (distanceToMixes(colour, part.colours) > COLOUR_TOLERANCE) off += 1;
      }
    }
    if (off > 0) blank.push(part.name);
  }
  return { at: frame.at, blank } satisfies FrameVerdict;
}

/**
 * Keeps the browser's own requestAnimationFrame for the frame sampler, before a test takes over the
 * page's clock (page.clock fakes it): the sampler then runs on the frames the page really draws.
 */
export async function keepRealFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.assign(window, { placardRealFrame: window.requestAnimationFrame.bind(window) });
  });
}

/** What the page's frame sampler counted (see sampleMediaEveryFrame). */
export type SampledFrames = {
  /** frames the page drew */
  frames: number;
  /** frames where a visible picture or video showed blank */
  blankFrames: number;
  /** the first of them: which elements, and when (document.timeline, which a faked clock leaves alone) */
  blanks: { at: number; elements: string[] }[];
};

/**
 * Samples, in the page, every frame it draws (requestAnimationFrame) until stopped: each picture and
 * video of the slides that shows (not hidden, not transparent, not a slide drawn ahead) must be drawn, in its element's colour
 * (`colours`, by element id): a video must hold a frame (readyState HAVE_CURRENT_DATA or more) and a
 * picture be loaded, and the centre of what they draw must be that colour. Anything else is blank.
 */
export async function sampleMediaEveryFrame(
  page: Page,
  colours: Record<string, string>,
): Promise<{ stop: () => Promise<SampledFrames> }> {
  await page.evaluate(
    ({ expected, tolerance }) => {
      const HAVE_CURRENT_DATA = 2;
      const frame =
        (window as unknown as { placardRealFrame?: typeof requestAnimationFrame }).placardRealFrame ??
        requestAnimationFrame;
      const canvas = document.createElement('canvas');
      canvas.width = 4;
      canvas.height = 4;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2d context');
      const sampled = { frames: 0, blankFrames: 0, blanks: [] as { at: number; elements: string[] }[] };
      let running = true;
      // a video going round (loop) seeks back to its start and keeps showing the frame it had meanwhile
      const hadFrame = new WeakSet<HTMLVideoElement>();
      const drawn = (media: HTMLVideoElement | HTMLImageElement, hex: string) => {
        if (media instanceof HTMLVideoElement && media.seeking && hadFrame.has(media)) return true;
        const ready =
          media instanceof HTMLVideoElement
            ? media.readyState >= HAVE_CURRENT_DATA
            : media.complete && media.naturalWidth > 0;
        if (!ready) return false;
        context.clearRect(0, 0, 4, 4);
        context.drawImage(media, 0, 0, 4, 4);
        const pixels = context.getImageData(1, 1, 2, 2).data;
        const value = Number.parseInt(hex.slice(1), 16);
        const want = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
        for (let index = 0; index < pixels.length; index += 4) {
          const off = Math.hypot(
            (pixels[index] ?? 0) - (want[0] ?? 0),
            (pixels[index + 1] ?? 0) - (want[1] ?? 0),
            (pixels[index + 2] ?? 0) - (want[2] ?? 0),
          );
          if ((pixels[index + 3] ?? 0) < 255 || off > tolerance) return false;
        }
        if (media instanceof HTMLVideoElement) hadFrame.add(media);
        return true;
      };
      const sample = () => {
        if (!running) return;
        sampled.frames += 1;
        const blank: string[] = [];
        const media = document.querySelectorAll<HTMLVideoElement | HTMLImageElement>(
          '[data-testid="stage"] video, [data-testid="stage"] img',
        );
        for (const element of Array.from(media)) {
          // hidden or transparent, or drawn ahead beneath the slide shown (aria-hidden): not seen
          if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
          if (element.closest('[aria-hidden="true"]')) continue;
          const elid = element.closest('[data-elid]')?.getAttribute('data-elid') ?? '';
          const hex = expected[elid];
          if (!hex || drawn(element, hex)) continue;
          blank.push(
            element instanceof HTMLVideoElement
              ? `${elid} (video: readyState ${element.readyState}${element.seeking ? ', seeking' : ''})`
              : `${elid} (picture${element.complete ? '' : ', loading'})`,
          );
        }
        if (blank.length > 0) {
          sampled.blankFrames += 1;
          if (sampled.blanks.length < 20) {
            sampled.blanks.push({ at: Number(document.timeline.currentTime), elements: blank });
          }
        }
        frame(sample);
      };
      frame(sample);
      Object.assign(window, {
        placardStopSampling: () => {
          running = false;
          return sampled;
        },
      });
    },
    { expected: colours, tolerance: COLOUR_TOLERANCE },
  );
  return {
    stop: () =>
      page.evaluate(() =>
        (window as unknown as { placardStopSampling: () => SampledFrames }).placardStopSampling(),
      ),
  };
}

/** A colour written #RRGGBB, as RGB. */
export function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
