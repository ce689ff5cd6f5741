import type { ElementType } from '@placard/contract';

/** Widgets draw their own contents; until then their element is an empty box of its size. */
export function WidgetElement({ eltype }: { eltype: ElementType }) {
  return <div data-widget={eltype} style={{ width: '100%', height: '100%' }} />;
}
