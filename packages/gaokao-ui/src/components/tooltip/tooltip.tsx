import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { anchor, bubble } from './tooltip.css';

export type TooltipProps = {
  content: ReactNode;
  /** One focusable element (a button, a link); it gets `aria-describedby` pointing at the tooltip. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
  /** Delay before showing on hover, in ms; focus shows at once. */
  delay?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * A short description shown on hover and keyboard focus, hidden on Escape, blur or leave (WAI-ARIA tooltip
 * pattern). It describes its trigger; it is never the only place important information lives.
 */
export function Tooltip({ content, children, placement = 'top', delay = 300, open, defaultOpen = false, onOpenChange }: TooltipProps) {
  const id = useId();
  const [inner, setInner] = useState(defaultOpen);
  const shown = open ?? inner;
  const anchorRef = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [pos, setPos] = useState<{ x: number; y: number } | null>(null);

  const set = (next: boolean) => {
    clearTimeout(timer.current);
    if (open === undefined) setInner(next);
    if (next !== shown) onOpenChange?.(next);
  };

  useLayoutEffect(() => {
    if (!shown || !anchorRef.current) return;
    const rect = anchorRef.current.getBoundingClientRect();
    setPos({ x: rect.left + rect.width / 2, y: placement === 'top' ? rect.top : rect.bottom });
  }, [shown, placement]);

  useEffect(() => {
    if (!shown) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') set(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span
      ref={anchorRef}
      className={anchor}
      onMouseEnter={() => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => set(true), delay);
      }}
      onMouseLeave={() => set(false)}
      onFocus={() => set(true)}
      onBlur={() => set(false)}
    >
      {cloneElement(children, { 'aria-describedby': shown ? id : children.props['aria-describedby'] })}
      {shown && pos
        ? createPortal(
            <div
              id={id}
              role="tooltip"
              className={`gk-layer ${bubble}`}
              data-placement={placement}
              data-state="open"
              style={{ left: pos.x, top: pos.y }}
            >
              {content}
            </div>,
            document.body,
          )
        : null}
    </span>
  );
}
