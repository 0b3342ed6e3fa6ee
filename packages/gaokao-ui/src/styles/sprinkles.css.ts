import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';

/** Breakpoints: mobile first; `tablet` from 768 px, `desktop` from 1024 px. */
export const breakpoints = { mobile: 0, tablet: 768, desktop: 1024 } as const;

const space = vars.space;

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    textAlign: ['left', 'center', 'right'],
    width: { full: '100%', auto: 'auto' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const plain = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      surfaceMuted: vars.color.surfaceMuted,
      surfaceSunken: vars.color.surfaceSunken,
      brand: vars.color.brand,
      brandSoft: vars.color.brandSoft,
      dangerSoft: vars.color.dangerSoft,
      transparent: 'transparent',
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      textSubtle: vars.color.textSubtle,
      brand: vars.color.brand,
      danger: vars.color.danger,
      success: vars.color.success,
      onBrand: vars.color.onBrand,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    position: ['relative', 'absolute', 'sticky', 'static'],
    overflow: ['hidden', 'auto', 'visible'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    border: {
      none: 'none',
      standard: `1px solid ${vars.color.border}`,
      strong: `1px solid ${vars.color.borderStrong}`,
    },
  },
});

/** Atomic layout classes. Components compose these instead of writing flex CSS by hand. */
export const sprinkles = createSprinkles(responsive, plain);

export type Sprinkles = Parameters<typeof sprinkles>[0];

/** The token names of the spacing scale, reused by layout props and stories. */
export const spaceNames = Object.keys(vars.space) as Array<keyof typeof vars.space>;
export type Space = keyof typeof vars.space;
