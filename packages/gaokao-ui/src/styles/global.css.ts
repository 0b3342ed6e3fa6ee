import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

/*
 * Base typography for Chinese text: the system CJK stack, a generous 1.6 line height and no letter-spacing,
 * which CJK glyphs do not need. Scoped to `.gk-root` and the theme class so embedding sites keep their own body styles.
 */
const scopes = ['.gk-root', '.gk-theme-light'];

for (const scope of scopes) {
  globalStyle(scope, {
    fontFamily: vars.font.family,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.body,
    color: vars.color.text,
    letterSpacing: 'normal',
    WebkitFontSmoothing: 'antialiased',
    textRendering: 'optimizeLegibility',
  });
  globalStyle(`${scope} *, ${scope} *::before, ${scope} *::after`, {
    boxSizing: 'border-box',
  });
}

/* Portalled layers (dialogs, toasts, tooltips) live outside any wrapper: they carry `.gk-layer`. */
globalStyle('.gk-layer', {
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  letterSpacing: 'normal',
});
globalStyle('.gk-layer *, .gk-layer *::before, .gk-layer *::after', { boxSizing: 'border-box' });

globalStyle('[data-print="only"]', {
  display: 'none',
});
