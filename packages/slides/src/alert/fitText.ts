import { useLayoutEffect, type RefObject } from 'react';

/** The text's size before fitting: a share of the box's width or height, whichever is smaller. */
const WIDTH_SHARE = 1 / 26;
const HEIGHT_SHARE = 1 / 15;
/** Each step shrinks the text by this much until it fits, never below MIN_FONT_PX. */
const SHRINK = 0.92;
const MIN_FONT_PX = 6;

/** Whether the content spills out of its box. */
function overflows(content: HTMLElement): boolean {
  return content.scrollHeight > content.clientHeight + 1 || content.scrollWidth > content.clientWidth + 1;
}

/**
 * Sizes the text of `box` (every size inside it in em) to fill it: large for its size, then smaller
 * step by step until `content` no longer overflows. A box with no size (not laid out) is left alone.
 */
export function fitText(box: HTMLElement, content: HTMLElement): void {
  const { width, height } = box.getBoundingClientRect();
  if (width <= 0 || height <= 0) return;
  let size = Math.min(width * WIDTH_SHARE, height * HEIGHT_SHARE);
  box.style.fontSize = `${size}px`;
  while (size > MIN_FONT_PX && overflows(content)) {
    size = Math.max(MIN_FONT_PX, size * SHRINK);
    box.style.fontSize = `${size}px`;
  }
}

/** Fits the text whenever it changes (`text`: all of it, joined) and whenever the box is resized. */
export function useFitText(
  box: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
  text: string,
): void {
  useLayoutEffect(() => {
    const boxNode = box.current;
    const contentNode = content.current;
    if (!boxNode || !contentNode) return;
    const fit = () => fitText(boxNode, contentNode);
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(boxNode);
    return () => observer.disconnect();
  }, [box, content, text]);
}
