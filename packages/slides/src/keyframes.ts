import { useInsertionEffect } from 'react';
import { ELEMENT_ANIMATIONS } from '@placard/contract';
import { ELEMENT_KEYFRAMES, elementAnimationName } from './animation/elementAnimation';
import { TRANSITION_KEYFRAMES } from './transition/transitionStyle';

/** The id of the one <style> element holding the renderer's keyframes in a document. */
export const KEYFRAMES_STYLE_ID = 'placard-slides-keyframes';

/** Every @keyframes rule of element animations and slide transitions. */
export function keyframesCss(): string {
  const rules = [
    ...ELEMENT_ANIMATIONS.map((type) => [elementAnimationName(type), ELEMENT_KEYFRAMES[type]] as const),
    ...Object.entries(TRANSITION_KEYFRAMES),
  ];
  return rules.map(([name, body]) => `@keyframes ${name} { ${body} }`).join('\n');
}

/** Adds the keyframes to the document once, whatever the number of slides drawn. */
export function ensureKeyframes(doc: Document = document): void {
  if (doc.getElementById(KEYFRAMES_STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = KEYFRAMES_STYLE_ID;
  style.textContent = keyframesCss();
  doc.head.appendChild(style);
}

export function useKeyframes(): void {
  useInsertionEffect(() => {
    ensureKeyframes();
  }, []);
}
