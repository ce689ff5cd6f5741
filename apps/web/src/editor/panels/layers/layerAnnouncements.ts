import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A layer as a screen reader hears of it: its name and its place from the top (1-based). */
export type LayerLookup = (elid: string) => { name: string; position: number } | null;

/** What a screen reader says while a layer is dragged with the keyboard or a pointer, translated. */
export function layerAnnouncements(t: Translate, lookup: LayerLookup, count: number): Announcements {
  const say = (key: string, activeId: string | number, overId?: string | number) => {
    const active = lookup(String(activeId));
    if (!active) return undefined;
    const over = overId === undefined ? null : lookup(String(overId));
    return t(key, { name: active.name, position: over?.position ?? active.position, count });
  };
  return {
    onDragStart: ({ active }) => say('layers.announce.start', active.id),
    onDragOver: ({ active, over }) => (over ? say('layers.announce.over', active.id, over.id) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? say('layers.announce.end', active.id, over.id) : say('layers.announce.cancel', active.id),
    onDragCancel: ({ active }) => say('layers.announce.cancel', active.id),
  };
}

export function layerInstructions(t: Translate): ScreenReaderInstructions {
  return { draggable: t('layers.instructions') };
}
