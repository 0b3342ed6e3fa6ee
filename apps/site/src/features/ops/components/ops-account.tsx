import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ConfirmDialog } from 'gaokao-ui';
import { opsMeQuery } from '../api/queries';
import { opsLogout } from '../api/mutations';

/** The signed-in operator's name and 退出 (confirmed: 确认退出登录吗?), in the console's header. */
export function OpsAccount() {
  const me = useQuery({ ...opsMeQuery(), select: (data) => data?.operator.name ?? '' });
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="gk-ops__account">
      <span>
        <span className="gk-visually-hidden">当前运营账号：</span>
        {me.data ?? ''}
      </span>
      <Button size="small" variant="outline" tone="neutral" onClick={() => setConfirming(true)}>
        退出
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message="确认退出登录吗?"
        confirmLoading={leaving}
        onConfirm={() => {
          setLeaving(true);
          void opsLogout(client).finally(() => {
            setLeaving(false);
            setConfirming(false);
          });
        }}
      />
    </div>
  );
}
