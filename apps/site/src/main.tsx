import './styles/site.css';

/** Resolves once the browser has painted a frame: rAF runs just before a paint, the timer just after it. */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// The page in the HTML (prerendered, or index.html's static shell) is painted before React and the app are evaluated:
// this entry is small, and the app is a chunk of its own, fetched meanwhile (the HTML preloads it).
const root = document.getElementById('root');
if (root) {
  void afterFirstPaint()
    .then(() => import('./app/start'))
    .then(({ start }) => start(root));
}
