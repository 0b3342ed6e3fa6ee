import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Hidden on screen, still read by assistive technology (chart data tables, icon-only button names). */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The one focus ring of the system, visible only for keyboard focus. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
  },
});
