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
