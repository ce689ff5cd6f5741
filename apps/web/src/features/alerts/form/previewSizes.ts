/** A screen size the preview can take: a common one, or a paired screen's. */
export interface PreviewSize {
  width: number;
  height: number;
}

/** Common screen sizes, each named in the alerts namespace under preview.presets. */
export const PREVIEW_PRESETS = {
  landscape: { width: 1920, height: 1080 },
  portrait: { width: 1080, height: 1920 },
  wide: { width: 1280, height: 800 },
  classic: { width: 1024, height: 768 },
} as const satisfies Record<string, PreviewSize>;
export type PreviewPreset = keyof typeof PREVIEW_PRESETS;

/** The tallest the preview is drawn, so a portrait screen fits beside the form. */
export const PREVIEW_MAX_HEIGHT_PX = 520;

/**
 * The preview's box: the screen's shape, as wide as the column allows, no taller than the maximum
 * (a portrait screen is narrower instead).
 */
export function previewBox(size: PreviewSize): { width: string; aspectRatio: string } {
  const widest = Math.round((PREVIEW_MAX_HEIGHT_PX * size.width) / size.height);
  return { width: `min(100%, ${widest}px)`, aspectRatio: `${size.width} / ${size.height}` };
}

/** The value of the preview's size select: a preset's key, or a screen's as screen:<deviceKey>. */
export const screenOption = (deviceKey: string) => `screen:${deviceKey}`;
export function deviceKeyOfOption(option: string): string | null {
  return option.startsWith('screen:') ? option.slice('screen:'.length) : null;
}
