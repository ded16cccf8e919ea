import { useSyncExternalStore } from 'react';
import { viewportFromWidth, type Viewport } from '../../core/shell/viewport';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const snapshot = (): Viewport => viewportFromWidth(window.innerWidth);

/** Small, medium or large from the window width (breakpoints 768 and 1200), following resizes. */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, snapshot, () => 'large');
}
