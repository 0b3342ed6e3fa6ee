import { useId, useMemo, useState } from 'react';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { visuallyHidden } from '../../styles/utils.css';
import { Input } from '../input/input';
import { chip, chips, empty, fieldset, group, groups, initial as initialClass, radio, root } from './province-picker.css';
import { filterProvinces, groupByInitial, PROVINCES, type Province } from './provinces';

export type ProvincePickerProps = {
  /** The provinces to offer; all 34 by default. */
  provinces?: readonly Province[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (name: string) => void;
  /** Group name for assistive technology. */
  label?: string;
  searchable?: boolean;
  /** Names that cannot be chosen (e.g. a free user's locked province: 升级VIP可修改). */
  disabledNames?: readonly string[];
};

/**
 * One province out of a list grouped by pinyin initial, with a search box that matches a name or part of it, the
 * pinyin initials (hb → 河北, 湖北), the group letter or the start of the pinyin (gaokao-domain's `matchesProvince`).
 * The choices are native radios, so arrow keys move between provinces.
 */
export function ProvincePicker({
  provinces = PROVINCES,
  value,
  defaultValue,
  onValueChange,
  label = '选择省份',
  searchable = true,
  disabledNames = [],
}: ProvincePickerProps) {
  const name = useId();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useControllableState<string | undefined>({
    prop: value,
    defaultProp: defaultValue,
    onChange: onValueChange as ((next: string | undefined) => void) | undefined,
    caller: 'ProvincePicker',
  });
  const grouped = useMemo(() => groupByInitial(filterProvinces(provinces, query)), [provinces, query]);

  return (
    <div className={root}>
      {searchable ? (
        <Input
          label="搜索省份"
          hideLabel
          type="search"
          size="small"
          placeholder="输入省份名称或拼音首字母"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      ) : null}
      <fieldset className={fieldset}>
        <legend className={visuallyHidden}>{label}</legend>
        {grouped.length === 0 ? (
          <p className={empty} role="status">
            没有匹配的省份
          </p>
        ) : (
          <div className={groups}>
            {grouped.map((g) => (
              <div key={g.initial} className={group} role="group" aria-label={`${g.initial} 开头的省份`}>
                <span className={initialClass} aria-hidden="true">
                  {g.initial}
                </span>
                <div className={chips}>
                  {g.provinces.map((p) => (
                    <label key={p.name} className={chip} data-state={selected === p.name ? 'checked' : 'unchecked'}>
                      <input
                        type="radio"
                        className={radio}
                        name={name}
                        value={p.name}
                        checked={selected === p.name}
                        disabled={disabledNames.includes(p.name)}
                        onChange={() => setSelected(p.name)}
                      />
                      {p.name}
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </div>
        )}
      </fieldset>
    </div>
  );
}
