import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { bubble } from './tooltip.css';

export type TooltipProps = {
  content: ReactNode;
  /** One focusable element (a button, a link); it gets `aria-describedby` pointing at the tooltip while it shows. */
  children: ReactElement;
  /** The preferred side; the bubble flips and shifts to stay in view when there is no room (collision handling). */
  placement?: 'top' | 'bottom';
  /** Delay before showing on hover, in ms; focus shows at once. */
  delay?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * A short description shown on hover and keyboard focus, hidden on Escape, blur or leave (WAI-ARIA tooltip
 * pattern), on Radix Tooltip: it repositions on collision and follows its trigger on scroll. It describes its
 * trigger; it is never the only place important information lives. Each tooltip carries its own provider, so it
 * works wherever it is dropped.
 */
export function Tooltip({ content, children, placement = 'top', delay = 300, open, defaultOpen, onOpenChange }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delay}>
      <RadixTooltip.Root
        {...(open !== undefined ? { open } : {})}
        {...(defaultOpen !== undefined ? { defaultOpen } : {})}
        {...(onOpenChange ? { onOpenChange } : {})}
      >
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={`gk-layer ${bubble}`} side={placement} sideOffset={6} collisionPadding={8}>
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
