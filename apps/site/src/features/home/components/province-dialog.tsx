import { useEffect, useMemo, useState } from 'react';
import { Button, Dialog, ProvincePicker, provincesFromNames } from 'gaokao-ui';
import { MSG } from 'gaokao-domain';

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
  const provinces = useMemo(() => provincesFromNames(props.provinces), [props.provinces]);
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
              setError(MSG.provinceRequired);
              return;
            }
            props.onConfirm(choice);
          }}
        >
          确定
        </Button>
      }
    >
      {props.provinces.length === 0 ? <p aria-busy="true">{MSG.loadingProvinces}</p> : null}
      <ProvincePicker
        label="高考省份"
        provinces={provinces}
        value={choice}
        onValueChange={(name) => {
          setChoice(name);
          setError('');
        }}
      />
      {error ? (
        <p className="gk-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
