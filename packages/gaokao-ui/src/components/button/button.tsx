import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../loading/loading';
import { button, icon as iconClass } from './button.css';

export const buttonVariants = ['solid', 'outline', 'ghost', 'link'] as const;
export const buttonTones = ['brand', 'neutral', 'danger'] as const;
/** `small` is the spec's "UI element size small", used across dialogs and tables. */
export const buttonSizes = ['small', 'medium', 'large'] as const;

export type ButtonProps = {
  children: ReactNode;
  variant?: (typeof buttonVariants)[number];
  tone?: (typeof buttonTones)[number];
  size?: (typeof buttonSizes)[number];
  /** Stretch to the container width. */
  block?: boolean;
  /** Shows a spinner, blocks clicks and sets `aria-busy`. */
  loading?: boolean;
  /** Label shown while loading (e.g. 正在填报…); the normal label otherwise. */
  loadingLabel?: ReactNode;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>;

/** The action button: variants (solid/outline/ghost/link) × tones (brand/neutral/danger) × sizes. */
export function Button({
  children,
  variant,
  tone,
  size,
  block,
  loading = false,
  loadingLabel,
  icon,
  type = 'button',
  disabled,
  className,
  onClick,
  ...rest
}: ButtonProps) {
  const cls = [button({ variant, tone, size, block }), className].filter(Boolean).join(' ');
  return (
    <button
      type={type}
      className={cls}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-loading={loading || undefined}
      onClick={(event) => {
        // A loading button stays focusable (no focus loss mid-request) but must not submit twice.
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner size="small" /> : icon ? <span className={iconClass} aria-hidden="true">{icon}</span> : null}
      <span>{loading && loadingLabel != null ? loadingLabel : children}</span>
    </button>
  );
}
