import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { Toaster } from 'gaokao-ui';
import { dismissToast, feedback } from '../stores/feedback-store';

// The dialogs (and the dialog library under them) are not part of the first page load: most visits never see one.
const FeedbackDialogs = lazy(() => import('./feedback-dialogs'));

/** Renders the network layer's catalogue dialogs and toasts (spec part 1 §8). */
export function FeedbackHost() {
  const snap = useSnapshot(feedback);
  const dialogs = snap.messageBox != null || snap.vipConfirm;
  return (
    <>
      {dialogs ? (
        <Suspense fallback={null}>
          <FeedbackDialogs />
        </Suspense>
      ) : null}
      <Toasts toasts={snap.toasts} />
    </>
  );
}

/**
 * gaokao-ui's Toaster over the feedback store (the store times them out, so the 2000 ms and the rejection order stay
 * in the network layer). Portalled only while toasts exist, so it lands after any open modal: a modal hides
 * (aria-hidden) and disables what existed before it, and a transport error raised from inside the login dialog must
 * still be read out and closable.
 */
function Toasts({ toasts }: { toasts: readonly { id: number; message: string; tone: 'error' | 'success' | 'info' }[] }) {
  if (toasts.length === 0) return null;
  return createPortal(
    <div className="gk-toasts">
      <Toaster
        toasts={toasts.map((t) => ({ id: String(t.id), message: t.message, tone: t.tone, duration: null, closable: true }))}
        onDismiss={(id) => dismissToast(Number(id))}
      />
    </div>,
    document.body,
  );
}
