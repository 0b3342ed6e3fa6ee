import { useCallback, useEffect, useRef, useState } from 'react';
import { smsSecondsLeft } from 'gaokao-domain';

/**
 * The SMS button's countdown. The seconds left come from the domain's smsSecondsLeft(sentAt, now), re-read every
 * second, so a tab the browser slowed down in the background still frees the button on time.
 */
export function useCountdown() {
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const left = sentAt === null ? 0 : smsSecondsLeft(sentAt, now);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const reset = useCallback(() => {
    stop();
    setSentAt(null);
  }, [stop]);

  const start = useCallback(() => {
    stop();
    const at = Date.now();
    setSentAt(at);
    setNow(at);
    timer.current = setInterval(() => setNow(Date.now()), 1000);
  }, [stop]);

  useEffect(() => {
    if (left === 0) stop();
  }, [left, stop]);

  useEffect(() => stop, [stop]);

  return { left, running: left > 0, start, reset };
}
