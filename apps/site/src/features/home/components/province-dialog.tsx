import { useEffect, useState } from 'react';
import { Button, Dialog } from 'gaokao-ui';
import { groupByInitial } from '../../../config/provinces';

/** Not dismissable: no outside click, no Escape, no close button — a province must be chosen (spec §2). */
export function ProvinceDialog(props: {
  open: boolean;
  provinces: readonly string[];
  initial?: string | undefined;
  onConfirm: (province: string) => void;
}) {
  const [choice, setChoice] = useState(props.initial ?? '');
  const [error, setError] = useState('');
  useEffect(() => {
    if (props.open) setChoice(props.initial ?? '');
  }, [props.open, props.initial]);
  const groups = groupByInitial(props.provinces);
  return (
    <Dialog
      open={props.open}
      title="请选择您的高考省份"
      size="login"
      dismissible={false}
      data-testid="province-dialog"
      footer={
        <Button
          onClick={() => {
            if (!choice) {
              setError('请选择您的省份');
              return;
            }
            props.onConfirm(choice);
          }}
        >
          确定
        </Button>
      }
    >
      {props.provinces.length === 0 ? <p aria-busy="true">正在加载省份…</p> : null}
      <fieldset className="gk-province-picker">
        <legend className="gk-visually-hidden">高考省份</legend>
        {groups.map((group) => (
          <div key={group.initial} className="gk-province-picker__group">
            <span className="gk-province-picker__initial" aria-hidden="true">
              {group.initial}
            </span>
            <div className="gk-province-picker__names">
              {group.names.map((name) => (
                <label key={name} className={choice === name ? 'gk-chip is-checked' : 'gk-chip'}>
                  <input
                    type="radio"
                    name="province"
                    value={name}
                    checked={choice === name}
                    onChange={() => {
                      setChoice(name);
                      setError('');
                    }}
                  />
                  {name}
                </label>
              ))}
            </div>
          </div>
        ))}
      </fieldset>
      {error ? (
        <p className="gk-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
