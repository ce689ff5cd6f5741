import { useLayoutEffect, type RefObject } from 'react';

/** The largest text: a share of the box's width or height, whichever is smaller. */
const WIDTH_SHARE = 1 / 18;
const HEIGHT_SHARE = 1 / 12;
/** The text never gets smaller than this, even when it overflows. */
const MIN_FONT_PX = 6;
/** The search stops once the size is known this closely. */
const PRECISION_PX = 0.5;

/** Whether the content spills out of its box. */
function overflows(content: HTMLElement): boolean {
  return content.scrollHeight > content.clientHeight + 1 || content.scrollWidth > content.clientWidth + 1;
}

/**
 * Sizes the text of `box` (every size inside it in em) to fill it: the largest size, up to `largest`
 * pixels (by default a share of the box), at which `content` does not overflow. A box with no size
 * (not laid out) is left alone.
 */
export function fitText(box: HTMLElement, content: HTMLElement, largestPx?: number): void {
  const { width, height } = box.getBoundingClientRect();
  if (width <= 0 || height <= 0) return;
  const fits = (size: number) => {
    box.style.fontSize = `${size}px`;
    return !overflows(content);
  };
  let largest = Math.max(MIN_FONT_PX, largestPx ?? Math.min(width * WIDTH_SHARE, height * HEIGHT_SHARE));
  if (fits(largest)) return;
  let smallest = MIN_FONT_PX;
  // the text fits at smallest (or must make do with it) and not at largest
  while (largest - smallest > PRECISION_PX) {
    const middle = (smallest + largest) / 2;
    if (fits(middle)) smallest = middle;
    else largest = middle;
  }
  box.style.fontSize = `${smallest}px`;
}

/**
 * Fits the text whenever it changes (`text`: all of it, joined, with anything else that changes its
 * layout) and whenever the box is resized; `largestPx` as for `fitText`.
 */
export function useFitText(
  box: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
  text: string,
  largestPx?: number,
): void {
  useLayoutEffect(() => {
    const boxNode = box.current;
    const contentNode = content.current;
    if (!boxNode || !contentNode) return;
    const fit = () => fitText(boxNode, contentNode, largestPx);
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(boxNode);
    return () => observer.disconnect();
  }, [box, content, text, largestPx]);
}
