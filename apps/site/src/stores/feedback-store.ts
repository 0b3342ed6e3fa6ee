import { proxy } from 'valtio';
import { ERROR_DIALOG, TOAST_MS } from 'gaokao-domain';

/**
 * Global feedback surfaces driven from outside React (the HTTP layer): the 系统提示 message box,
 * the VIP confirm and red toasts. Rendered once by <FeedbackHost/>.
 */
export interface Toast {
  id: number;
  message: string;
  tone: 'error' | 'success' | 'info';
}

export interface FeedbackState {
  messageBox: { title: string; message: string } | null;
  vipConfirm: boolean;
  toasts: Toast[];
}

export const feedback = proxy<FeedbackState>({ messageBox: null, vipConfirm: false, toasts: [] });

let nextToastId = 1;

export function showMessageBox(message: string, title: string = ERROR_DIALOG.title): void {
  feedback.messageBox = { title, message };
}

export function closeMessageBox(): void {
  feedback.messageBox = null;
}

export function showVipConfirm(): void {
  feedback.vipConfirm = true;
}

export function closeVipConfirm(): void {
  feedback.vipConfirm = false;
}

/** Shows a toast for `ms` (the domain's TOAST_MS, spec §9); the same message already on screen is not stacked again (several calls failing together). */
export function showToast(message: string, tone: Toast['tone'] = 'error', ms = TOAST_MS): number {
  const same = feedback.toasts.find((t) => t.message === message && t.tone === tone);
  if (same) return same.id;
  const id = nextToastId++;
  feedback.toasts.push({ id, message, tone });
  setTimeout(() => dismissToast(id), ms);
  return id;
}

export function dismissToast(id: number): void {
  const index = feedback.toasts.findIndex((t) => t.id === id);
  if (index >= 0) feedback.toasts.splice(index, 1);
}

export function resetFeedback(): void {
  feedback.messageBox = null;
  feedback.vipConfirm = false;
  feedback.toasts.splice(0);
}
