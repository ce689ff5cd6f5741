import type { TElementOf } from '@placard/contract';

export type ImageContents = TElementOf<'image'>['contents'];
export type VideoContents = TElementOf<'video'>['contents'];
export type TextContents = TElementOf<'text'>['contents'];
export type ShapeContents = TElementOf<'shape'>['contents'];
export type WebContents = TElementOf<'web'>['contents'];
