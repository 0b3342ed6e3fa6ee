/**
 * Makes the page identical from run to run before any assertion or screenshot: no animations or transitions,
 * no blinking caret, and web fonts settled.
 */
export function freezeMotion(): void {
  if (document.getElementById('gk-test-freeze')) return;
  const style = document.createElement('style');
  style.id = 'gk-test-freeze';
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
    transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important;
  }`;
  document.head.appendChild(style);
}

export async function fontsReady(): Promise<void> {
  await document.fonts.ready;
}

/**
 * System CJK fonts are not @font-face fonts, so `document.fonts.ready` does not wait for them: the first story in a
 * fresh browser could be captured before fallback fonts are resolved. Lay out sample text in every weight first.
 */
export async function warmUpFonts(): Promise<void> {
  if (document.getElementById('gk-font-warmup-done')) return;
  const probe = document.createElement('div');
  probe.className = 'gk-root';
  probe.style.cssText = 'position:absolute;left:-10000px;top:0;';
  probe.innerHTML = ['400', '500', '600']
    .map((w) => `<p style="font-weight:${w}">志愿填报 冲稳保 一分一段 ABC abc 0123456789 ‹›…</p>`)
    .join('');
  document.body.appendChild(probe);
  void probe.offsetWidth;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await document.fonts.ready;
  probe.remove();
  const done = document.createElement('meta');
  done.id = 'gk-font-warmup-done';
  document.head.appendChild(done);
}
