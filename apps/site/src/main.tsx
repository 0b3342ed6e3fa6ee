import './styles/site.css';

/**
 * Resolves once the browser has painted a frame: rAF runs just before a paint, the timer just after it. A tab opened in
 * the background paints no frames (no rAF): there the timer alone starts the app.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 300);
  });

// The page in the HTML (prerendered, or index.html's static shell) is painted before any script of the app is fetched or
// evaluated: this entry is small, and the app (React, the router, the page) is a chunk of its own, fetched after.
const root = document.getElementById('root');
if (root) {
  void afterFirstPaint()
    .then(() => import('./app/start'))
    .then(({ start }) => start(root));
}
