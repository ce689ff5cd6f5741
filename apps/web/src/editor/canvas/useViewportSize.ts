import { useLayoutEffect, useState } from 'react';

/** The size of an element, kept current as it resizes. */
export function useViewportSize(node: HTMLElement | null): { width: number; height: number } {
  const [size, setSize] = useState({ width: 800, height: 450 });
  useLayoutEffect(() => {
    if (!node) return;
    const measure = () => setSize({ width: node.clientWidth, height: node.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return size;
}
