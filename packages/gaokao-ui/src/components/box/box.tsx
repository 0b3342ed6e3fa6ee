import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css';

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> & {
    /** The element to render; `div` by default. */
    as?: ElementType;
    ref?: Ref<HTMLElement>;
    [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
  };

/** Splits sprinkles props from HTML props: the one place layout atoms turn into class names. */
export function splitSprinkles<P extends Record<string, unknown>>(props: P) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
}

/** The layout primitive: any element, styled by sprinkles props drawn from the theme tokens. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { atoms, rest } = splitSprinkles(props);
  const classes = [sprinkles(atoms), className].filter(Boolean).join(' ');
  return createElement(as, { ...rest, className: classes || undefined });
}
