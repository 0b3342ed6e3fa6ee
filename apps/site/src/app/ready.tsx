import { useEffect } from 'react';

/**
 * Calls `onReady` once the app has committed its first render (hydrated the HTML, or rendered). Renders nothing; the
 * build-time renderer (prerender.tsx) renders it too, so both trees have the same shape (React's useId follows it).
 */
export function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}
