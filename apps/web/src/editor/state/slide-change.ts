import type { TAction, TBackground, TElement, TPlaylist, TSlideData } from '@placard/contract';
import { applyOrder, diffOrder, type OrderChange } from './element-order';
import type { History, HistoryAdapter, HistoryDirection, HistoryStep, StepKind } from './history';

/** One element before and after a change (null where it did not exist). */
export type ElementChange = {
  readonly elid: string;
  readonly before: TElement | null;
  readonly after: TElement | null;
};
/** The touch action of one element before and after a change. */
export type ActionChange = {
  readonly elid: string;
  readonly before: TAction | null;
  readonly after: TAction | null;
};

/** A slide's own settings, changed from its properties panel. */
export type SlideSettings = Pick<TSlideData, 'duration' | 'slideAnimation' | 'hotCorners'>;

/**
 * What a command changed in one slide: only the elements, actions and background it touched (the
 * untouched ones are not copied), and the order of the elements when it changed.
 */
export type SlideChange = {
  readonly elements: readonly ElementChange[];
  readonly order: OrderChange | null;
  readonly actions: readonly ActionChange[];
  readonly background: { readonly before: TBackground; readonly after: TBackground } | null;
  readonly settings: { readonly before: SlideSettings; readonly after: SlideSettings } | null;
};

function settingsOf({ duration, slideAnimation, hotCorners }: TSlideData): SlideSettings {
  return { duration, slideAnimation, hotCorners };
}

export type EditorStep = HistoryStep<SlideChange>;
/** The editor's history: steps of one slide's change, over the playlist. */
export type EditorHistory = History<TPlaylist, SlideChange>;

function diffElements(before: readonly TElement[], after: readonly TElement[]): ElementChange[] {
  const afterById = new Map(after.map((element) => [element.elid, element]));
  const beforeIds = new Set<string>();
  const changes: ElementChange[] = [];
  for (const element of before) {
    beforeIds.add(element.elid);
    const next = afterById.get(element.elid) ?? null;
    if (next !== element) changes.push({ elid: element.elid, before: element, after: next });
  }
  for (const element of after) {
    if (!beforeIds.has(element.elid)) changes.push({ elid: element.elid, before: null, after: element });
  }
  return changes;
}

function diffActions(before: TSlideData['actions'], after: TSlideData['actions']): ActionChange[] {
  const changes: ActionChange[] = [];
  for (const elid of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[elid] ?? null;
    const now = after[elid] ?? null;
    if (was !== now) changes.push({ elid, before: was, after: now });
  }
  return changes;
}

/** The change between two versions of a slide, compared by reference (unchanged parts are shared). */
export function diffSlideData(before: TSlideData, after: TSlideData): SlideChange | null {
  if (before === after) return null;
  const sameElements = before.elements === after.elements;
  const elements = sameElements ? [] : diffElements(before.elements, after.elements);
  const order = sameElements
    ? null
    : diffOrder(
        before.elements.map((element) => element.elid),
        after.elements.map((element) => element.elid),
      );
  const actions = before.actions === after.actions ? [] : diffActions(before.actions, after.actions);
  const background =
    before.background === after.background ? null : { before: before.background, after: after.background };
  const settings =
    before.duration === after.duration &&
    before.slideAnimation === after.slideAnimation &&
    before.hotCorners === after.hotCorners
      ? null
      : { before: settingsOf(before), after: settingsOf(after) };
  if (elements.length === 0 && !order && actions.length === 0 && !background && !settings) return null;
  return { elements, order, actions, background, settings };
}

/**
 * A slide with a change undone ('before') or redone ('after'). Elements are matched by id, so the
 * change applies even when other elements moved meanwhile; an action is put back only while the
 * slide it leads to still exists.
 */
export function applySlideChange(
  data: TSlideData,
  change: SlideChange,
  to: 'before' | 'after',
  actionTargetExists: (slideId: number) => boolean,
): TSlideData {
  let { elements, actions, background } = data;
  if (change.elements.length > 0 || change.order) {
    const target = new Map(change.elements.map((element) => [element.elid, element[to]]));
    const replaced = elements.flatMap((element) => {
      const next = target.has(element.elid) ? (target.get(element.elid) ?? null) : element;
      return next ? [next] : [];
    });
    elements = change.order
      ? applyOrder(replaced, change.order, to, (elid, current) =>
          target.has(elid) ? (target.get(elid) ?? null) : (current ?? null),
        )
      : replaced;
  }
  if (change.actions.length > 0) {
    const changed = new Set(change.actions.map((action) => action.elid));
    const restored = change.actions.flatMap((action) => {
      const value = action[to];
      return value && actionTargetExists(value.targetSlideId) ? [[action.elid, value] as const] : [];
    });
    actions = Object.fromEntries([
      ...Object.entries(actions).filter(([elid]) => !changed.has(elid)),
      ...restored,
    ]);
  }
  if (change.background) background = change.background[to];
  return { ...data, ...change.settings?.[to], elements, actions, background };
}

/** The ids of the elements a change touches (added, removed, changed or moved). */
export function touchedElids(change: SlideChange): string[] {
  const ids = change.elements.map((element) => element.elid);
  if (change.order)
    ids.push(...[...change.order.before, ...change.order.after].map((placement) => placement.elid));
  return [...new Set(ids)];
}

/** The kind a change is shown as: what it did, or the command's own kind when it did several things. */
export function stepKindOf(change: SlideChange, hint: StepKind): StepKind {
  const created = change.elements.filter((element) => element.before === null).length;
  const deleted = change.elements.filter((element) => element.after === null).length;
  const updated = change.elements.length - created - deleted;
  const others = change.background !== null || change.settings !== null;
  if (
    change.elements.length === 0 &&
    !change.order &&
    change.actions.length === 0 &&
    !change.settings &&
    others
  ) {
    return 'background';
  }
  if (others) return hint;
  if (created > 0 && deleted === 0 && updated === 0) return 'create';
  if (deleted > 0 && created === 0 && updated === 0) return 'delete';
  if (change.elements.length === 0 && change.order) return 'layer';
  if (updated > 0 && created === 0 && deleted === 0 && !change.order)
    return updated === 1 ? 'update' : 'multiUpdate';
  return hint;
}

/** The slide document of a playlist's slide. */
export function slideDataOf(playlist: TPlaylist, slideId: number): TSlideData | null {
  return playlist.slides.find((slide) => slide.id === slideId)?.data ?? null;
}

/** The playlist with one slide's document replaced (the other slides are shared). */
export function withSlideData(playlist: TPlaylist, slideId: number, data: TSlideData): TPlaylist {
  return {
    ...playlist,
    slides: playlist.slides.map((slide) => (slide.id === slideId ? { ...slide, data } : slide)),
  };
}

function applyStep(playlist: TPlaylist, step: EditorStep, direction: HistoryDirection): TPlaylist {
  const data = slideDataOf(playlist, step.slideId);
  if (!data) return playlist;
  const slideIds = new Set(playlist.slides.map((slide) => slide.id));
  const exists = (slideId: number) => slideId !== step.slideId && slideIds.has(slideId);
  const to = direction === 'undo' ? 'before' : 'after';
  return withSlideData(playlist, step.slideId, applySlideChange(data, step.payload, to, exists));
}

/** How the editor's history reads and changes the playlist it edits. */
export const playlistHistoryAdapter: HistoryAdapter<TPlaylist, SlideChange> = {
  diff(before, after, slideId) {
    const was = slideDataOf(before, slideId);
    const now = slideDataOf(after, slideId);
    return was && now ? diffSlideData(was, now) : null;
  },
  apply: applyStep,
  kindOf: stepKindOf,
};
