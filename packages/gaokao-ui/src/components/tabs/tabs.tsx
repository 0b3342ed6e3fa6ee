import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { badge as badgeClass, list, panel, tab as tabClass } from './tabs.css';

export type TabItem = {
  value: string;
  label: ReactNode;
  /** Small count after the label, e.g. the wish list's 12/96. */
  badge?: ReactNode;
  disabled?: boolean;
  /** The panel; omit it when the page renders the content itself (routed tabs). */
  content?: ReactNode;
};

export type TabsProps = {
  /** Accessible name of the tab list, e.g. 志愿填报. */
  label: string;
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `automatic` selects on arrow keys; `manual` moves focus and waits for Enter/Space. */
  activation?: 'automatic' | 'manual';
};

/** Accessible tabs (WAI-ARIA tabs pattern): one tab stop, ←/→/Home/End to move, disabled tabs skipped. */
export function Tabs({ label, items, value, defaultValue, onValueChange, activation = 'automatic' }: TabsProps) {
  const baseId = useId();
  const [selected, select] = useControllableState<string | undefined>({
    prop: value,
    defaultProp: defaultValue ?? items.find((i) => !i.disabled)?.value,
    onChange: (next) => {
      if (next !== undefined) onValueChange?.(next);
    },
    caller: 'Tabs',
  });
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const enabled = items.map((item, i) => ({ item, i })).filter(({ item }) => !item.disabled);
    const pos = enabled.findIndex(({ i }) => i === index);
    let target: (typeof enabled)[number] | undefined;
    if (event.key === 'ArrowRight') target = enabled[(pos + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') target = enabled[(pos - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') target = enabled[0];
    else if (event.key === 'End') target = enabled[enabled.length - 1];
    if (!target) return;
    event.preventDefault();
    refs.current.get(target.item.value)?.focus();
    if (activation === 'automatic') select(target.item.value);
  };

  const hasPanels = items.some((i) => i.content !== undefined);
  return (
    <div>
      <div role="tablist" aria-label={label} className={list}>
        {items.map((item, index) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(el) => {
                if (el) refs.current.set(item.value, el);
                else refs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              aria-selected={isSelected}
              aria-controls={item.content !== undefined ? `${baseId}-panel-${item.value}` : undefined}
              data-state={isSelected ? 'active' : 'inactive'}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className={tabClass}
              onClick={() => select(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
              {item.badge != null ? <span className={badgeClass}>{item.badge}</span> : null}
            </button>
          );
        })}
      </div>
      {hasPanels
        ? items.map((item) =>
            item.content !== undefined && item.value === selected ? (
              <div
                key={item.value}
                role="tabpanel"
                id={`${baseId}-panel-${item.value}`}
                aria-labelledby={`${baseId}-tab-${item.value}`}
                tabIndex={0}
                className={panel}
              >
                {item.content}
              </div>
            ) : null,
          )
        : null}
    </div>
  );
}
