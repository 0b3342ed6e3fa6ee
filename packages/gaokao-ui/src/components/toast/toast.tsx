import { useEffect, useRef, type ReactNode } from 'react';
import { TOAST_MS } from 'gaokao-domain';
import { close, message as messageClass, region, toast } from './toast.css';

export const toastTones = ['info', 'success', 'error'] as const;

export type ToastItem = {
  id: string;
  message: ReactNode;
  /** `error` is the red transport-error toast. */
  tone?: (typeof toastTones)[number];
  /** Milliseconds before it dismisses itself; `null` keeps it until closed. 2000 by default. */
  duration?: number | null;
  /** Show a 关闭 button. */
  closable?: boolean;
};

export type ToasterProps = {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
  /** Accessible name of the live region. */
  label?: string;
};

function ToastView({ item, onDismiss }: { item: ToastItem; onDismiss: (id: string) => void }) {
  const { id, duration = TOAST_MS } = item;
  // The latest callback without restarting the timer whenever the parent re-renders.
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });
  useEffect(() => {
    if (duration == null) return undefined;
    const timer = setTimeout(() => dismissRef.current(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration]);

  const tone = item.tone ?? 'info';
  return (
    <div className={toast({ tone })} role={tone === 'error' ? 'alert' : 'status'} data-tone={tone}>
      <span className={messageClass}>{item.message}</span>
      {item.closable ? (
        <button type="button" className={close} aria-label="关闭" onClick={() => onDismiss(id)}>
          <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
            <path d="M1 1l8 8M9 1 1 9" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

/**
 * Renders the notifications it is given; the owner keeps the list (for example with `createToastStore`) and removes
 * an item when `onDismiss` fires, after its duration or on 关闭. No imperative global API.
 */
export function Toaster({ toasts, onDismiss, label = '通知' }: ToasterProps) {
  return (
    <section aria-label={label} className="gk-layer" data-print="hide">
      <div className={region}>
        {toasts.map((item) => (
          <ToastView key={item.id} item={item} onDismiss={onDismiss} />
        ))}
      </div>
    </section>
  );
}
