import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utils.css';
import { body, close, content, description as descriptionClass, footer as footerClass, header, overlay, title as titleClass } from './dialog.css';

/** Widths in px: `login` (650) and `reset` (460) are the spec's sign-in and forgot-password dialogs. */
export const dialogWidths = { small: 420, reset: 460, medium: 560, login: 650, large: 800, xlarge: 1000 } as const;
export const dialogSizes = [...(Object.keys(dialogWidths) as Array<keyof typeof dialogWidths>), 'fullscreen'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export type DialogProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Keep the title for assistive technology only (e.g. a video dialog that shows its own heading). */
  hideTitle?: boolean;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog (rendered with Radix `asChild`). */
  trigger?: ReactElement;
  size?: DialogSize;
  /** Explicit width in px, overriding `size`; still capped by the viewport. */
  width?: number;
  /**
   * `false` for the login and province dialogs: no outside click, no Escape and no close button —
   * the dialog closes only when its owner sets `open` to false.
   */
  dismissible?: boolean;
  /**
   * `false`: a click outside does not close the dialog, while Escape and the × button still do (a step a stray click
   * must not lose, e.g. a payment whose QR code is on its way). Default `true`.
   */
  closeOnOutsideClick?: boolean;
  /** Drop the × button but keep Escape (confirmations and message boxes have their own buttons). */
  hideCloseButton?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  onCloseAutoFocus?: (event: Event) => void;
  onOpenAutoFocus?: (event: Event) => void;
  /** For screenshots and tests: `data-testid` of the content. */
  'data-testid'?: string;
};

function CloseIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
      <path d="M2 2l10 10M12 2 2 12" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** A modal dialog on Radix Dialog with sizes, a fullscreen mode and a non-dismissible mode; layered at z-index 3000. */
export function Dialog({
  title,
  description,
  hideTitle = false,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  size = 'medium',
  width,
  dismissible = true,
  closeOnOutsideClick = true,
  hideCloseButton = false,
  closeLabel = '关闭',
  role = 'dialog',
  onCloseAutoFocus,
  onOpenAutoFocus,
  'data-testid': testId,
}: DialogProps) {
  const fullscreen = size === 'fullscreen';
  const style: CSSProperties | undefined = fullscreen ? undefined : { width: width ?? dialogWidths[size] };
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  const blockOutside = (event: Event) => {
    if (!dismissible || !closeOnOutsideClick) event.preventDefault();
  };
  // A dialog opened from its own state (no trigger) gives focus back to what had it when it opened: Radix returns focus
  // only to its Trigger, and without one a keyboard user was left on <body> after 取消 or Escape.
  const openedFrom = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <div className="gk-layer" data-print="hide">
          <RadixDialog.Overlay className={overlay} />
          <RadixDialog.Content
            className={content({ fullscreen })}
            style={style}
            role={role}
            data-size={size}
            data-dismissible={dismissible}
            data-testid={testId}
            onEscapeKeyDown={block}
            onPointerDownOutside={blockOutside}
            onInteractOutside={blockOutside}
            onCloseAutoFocus={(event) => {
              onCloseAutoFocus?.(event);
              const back = openedFrom.current;
              openedFrom.current = null;
              if (event.defaultPrevented || trigger || !back?.isConnected) return;
              event.preventDefault();
              back.focus();
            }}
            onOpenAutoFocus={(event) => {
              // Called before focus moves into the dialog: the active element is still the one that opened it.
              const active = document.activeElement;
              openedFrom.current = active instanceof HTMLElement && active !== document.body ? active : null;
              onOpenAutoFocus?.(event);
            }}
            {...(description ? {} : { 'aria-describedby': undefined })}
          >
            <div className={header}>
              <div>
                <RadixDialog.Title className={hideTitle ? visuallyHidden : titleClass}>{title}</RadixDialog.Title>
                {description ? <RadixDialog.Description className={descriptionClass}>{description}</RadixDialog.Description> : null}
              </div>
              {dismissible && !hideCloseButton ? (
                <RadixDialog.Close className={close} aria-label={closeLabel}>
                  <CloseIcon />
                </RadixDialog.Close>
              ) : null}
            </div>
            {children != null ? <div className={body}>{children}</div> : null}
            {footer ? <div className={footerClass}>{footer}</div> : null}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a footer button to make it close the dialog (Radix `Dialog.Close asChild`). */
export const DialogClose = RadixDialog.Close;
