import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Minimal accessible modal used until gaokao-ui's Dialog lands: focus moves in and is trapped, restored on close;
 * Escape and outside clicks close it only when `dismissable`.
 */
export interface ModalProps {
  open: boolean;
  title: ReactNode;
  width?: number | 'fullscreen';
  dismissable?: boolean;
  /** Show a 关闭 (×) button; independent of `dismissable` (the login dialog has one but ignores Escape). */
  closeButton?: boolean;
  onClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** Extra attribute for tests and styling hooks. */
  name?: string;
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

export function Modal({
  open,
  title,
  width = 460,
  dismissable = true,
  closeButton = dismissable,
  onClose,
  children,
  footer,
  role = 'dialog',
  name,
}: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissable) onClose?.();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className="gk-overlay"
      data-state="open"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && dismissable) onClose?.();
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={width === 'fullscreen' ? 'gk-modal gk-modal--full' : 'gk-modal'}
        style={width === 'fullscreen' ? undefined : { width: `min(${width}px, calc(100vw - 24px))` }}
        data-name={name}
        onKeyDown={onKeyDown}
      >
        <div className="gk-modal__head">
          <h2 id={titleId} className="gk-modal__title">
            {title}
          </h2>
          {closeButton ? (
            <button type="button" className="gk-modal__close" aria-label="关闭" onClick={onClose}>
              ×
            </button>
          ) : null}
        </div>
        <div className="gk-modal__body">{children}</div>
        {footer ? <div className="gk-modal__foot">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
