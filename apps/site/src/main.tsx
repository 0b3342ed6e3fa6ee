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

/**
 * A prerendered page shows its buttons before the app runs. A click on one of them meanwhile is held (links work
 * without the app) and made again once the app is ready, so 登录, 注册 or 更换 pressed early is not lost.
 */
function holdEarlyClicks(): () => void {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"], label') : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
  };
  window.addEventListener('click', hold, true);
  return () => {
    window.removeEventListener('click', hold, true);
    if (held?.isConnected) held.click();
    held = null;
  };
}

// The page in the HTML (prerendered, or index.html's static shell) is painted before any script of the app is fetched or
// evaluated: this entry is small, and the app (React, the page) is a chunk of its own, fetched after. The home page
// starts without React Router (app/start-home.tsx), which arrives with its first navigation; every other page starts
// with it (app/start.tsx).
const root = document.getElementById('root');
if (root) {
  const release = holdEarlyClicks();
  let released = false;
  const onReady = () => {
    if (released) return;
    released = true;
    release();
  };
  void afterFirstPaint().then(() =>
    window.location.pathname === '/'
      ? import('./app/start-home').then(({ startHome }) => startHome(root, onReady))
      : import('./app/start').then(({ start }) => start(root, onReady)),
  );
}
