import { block, label as labelClass, overlay, spinner } from './loading.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;

export type SpinnerProps = { size?: (typeof spinnerSizes)[number]; className?: string };

/** A decorative spinner; pair it with text or use `Loading`, which names itself to assistive technology. */
export function Spinner({ size = 'medium', className }: SpinnerProps) {
  return <span aria-hidden="true" className={[spinner({ size }), className].filter(Boolean).join(' ')} />;
}

export type LoadingProps = {
  /** Text shown under the spinner and announced politely; 加载中… by default. */
  label?: string;
  size?: (typeof spinnerSizes)[number];
  /** Cover the nearest positioned ancestor (a table or card) instead of taking up space. */
  overlay?: boolean;
};

/** A loading indicator for query pages and tables: a live status with a spinner and a label. */
export function Loading({ label = '加载中…', size = 'medium', overlay: isOverlay = false }: LoadingProps) {
  const content = (
    <div role="status" aria-live="polite" className={block}>
      <Spinner size={size} />
      <span className={labelClass}>{label}</span>
    </div>
  );
  return isOverlay ? <div className={overlay}>{content}</div> : content;
}
