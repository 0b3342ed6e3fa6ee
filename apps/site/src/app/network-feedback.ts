import { setNetworkFeedback } from '../lib/http';
import { openLogin } from '../stores/app-store';
import { showMessageBox, showToast, showVipConfirm } from '../stores/feedback-store';

/** Wires the network layer's catalogue (lib/http) to the stores' login dialog, 系统提示, VIP confirm and toasts. */
export function wireNetworkFeedback(): () => void {
  return setNetworkFeedback({
    login: () => openLogin(),
    vip: showVipConfirm,
    message: (text) => showMessageBox(text),
    transport: (text) => {
      showToast(text, 'error');
    },
  });
}
