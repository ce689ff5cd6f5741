/**
 * Whether a slide drawn ahead (hidden) is ready to show: its pictures are loaded and its fonts too.
 * Nothing drawn counts as ready.
 */
export function isSlideDrawn(node: HTMLElement | null): boolean {
  if (!node) return true;
  const pictures = [...node.querySelectorAll('img')].every((image) => image.complete);
  const fonts = node.querySelector('[data-fonts-ready="false"]') === null;
  return pictures && fonts;
}

/** Decodes a drawn slide's pictures ahead, so they show at once when the slide comes in. */
export function decodePictures(node: HTMLElement | null): void {
  node?.querySelectorAll('img').forEach((image) => {
    if (typeof image.decode === 'function') image.decode().catch(() => undefined);
  });
}
