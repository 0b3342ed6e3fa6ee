import { useRef, type KeyboardEvent } from 'react';
import { TABS, type TabId } from '../model/types';

/** The four workspace tabs as an ARIA tablist (arrow keys, Home/End move between tabs). */
export function TabBar({ active, count, onChange }: { active: TabId; count: number; onChange: (tab: TabId) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = TABS.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : -1;
    if (next < 0) return;
    event.preventDefault();
    const tab = TABS[next];
    if (!tab) return;
    onChange(tab.id);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label="志愿填报" className="gk-vol-tabs">
      {TABS.map((tab, index) => (
        <button
          key={tab.id}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`gk-vol-tab-${tab.id}`}
          aria-controls={`gk-vol-panel-${tab.id}`}
          aria-selected={active === tab.id}
          tabIndex={active === tab.id ? 0 : -1}
          className="gk-vol-tabs__tab"
          onClick={() => onChange(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
          {tab.id === 4 ? <span className="gk-vol-tabs__count">（{count}/96）</span> : null}
        </button>
      ))}
    </div>
  );
}
