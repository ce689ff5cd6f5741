import { useEffect, useState } from 'react';

export type Size = { width: number; height: number };

const viewport = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/** The size of the browser window, kept up to date (a screen may turn or change resolution). */
export function useViewport(): Size {
  const [size, setSize] = useState(viewport);
  useEffect(() => {
    const update = () => setSize(viewport());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

/** The largest box of the canvas's shape that fits in the viewport (letterboxed). */
export function fitInside(canvas: Size, viewport: Size): Size {
  const scale = Math.min(viewport.width / canvas.width, viewport.height / canvas.height);
  return { width: Math.floor(canvas.width * scale), height: Math.floor(canvas.height * scale) };
}
