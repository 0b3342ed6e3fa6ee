import { globalStyle } from '@vanilla-extract/css';

/*
 * Print convention: anything marked `data-print="hide"` (navigation, buttons, filters, toasts) disappears on paper,
 * `data-print="only"` appears only on paper, and `data-print="break-before"` starts a new page. A report marked
 * `data-print-page="a4"` prints on A4 (page.css).
 */

const printMedia = 'print';

globalStyle('[data-print="hide"]', {
  '@media': { [printMedia]: { display: 'none !important' } },
});
globalStyle('[data-print="only"]', {
  '@media': { [printMedia]: { display: 'block !important' } },
});
globalStyle('[data-print="break-before"]', {
  '@media': { [printMedia]: { breakBefore: 'page' } },
});
globalStyle('[data-print="avoid-break"]', {
  '@media': { [printMedia]: { breakInside: 'avoid' } },
});
globalStyle('.gk-root, .gk-theme-light', {
  '@media': {
    [printMedia]: {
      color: '#000',
      background: '#fff',
      fontSize: '12pt',
      printColorAdjust: 'exact',
      WebkitPrintColorAdjust: 'exact',
    },
  },
});
globalStyle('.gk-root table, .gk-theme-light table', {
  '@media': { [printMedia]: { breakInside: 'auto' } },
});
globalStyle('.gk-root tr, .gk-theme-light tr', {
  '@media': { [printMedia]: { breakInside: 'avoid' } },
});
