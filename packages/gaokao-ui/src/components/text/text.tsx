import type { HTMLAttributes, ReactNode } from 'react';
import { heading, text } from './text.css';

export const textSizes = ['xs', 'sm', 'md', 'lg'] as const;
export const textTones = ['neutral', 'muted', 'subtle', 'brand', 'danger', 'success'] as const;
export const textWeights = ['regular', 'medium', 'strong'] as const;

export type TextProps = {
  children: ReactNode;
  size?: (typeof textSizes)[number];
  tone?: (typeof textTones)[number];
  weight?: (typeof textWeights)[number];
  as?: 'p' | 'span' | 'div' | 'strong' | 'label';
} & Omit<HTMLAttributes<HTMLElement>, 'children'>;

/** Body text in the CJK type scale. */
export function Text({ children, size, tone, weight, as: Tag = 'span', className, ...rest }: TextProps) {
  const cls = [text({ size, tone, weight }), className].filter(Boolean).join(' ');
  return (
    <Tag className={cls} {...rest}>
      {children}
    </Tag>
  );
}

export type HeadingProps = {
  children: ReactNode;
  /** Visual level 1–4; the HTML element follows it unless `as` says otherwise. */
  level?: 1 | 2 | 3 | 4;
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'div';
} & Omit<HTMLAttributes<HTMLHeadingElement>, 'children'>;

/** A heading whose look (level) and document outline (as) can differ. */
export function Heading({ children, level = 2, as, className, ...rest }: HeadingProps) {
  const Tag = as ?? (`h${level}` as const);
  const cls = [heading({ level }), className].filter(Boolean).join(' ');
  return (
    <Tag className={cls} {...rest}>
      {children}
    </Tag>
  );
}
