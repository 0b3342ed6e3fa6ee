import { useCallback, useEffect, useRef, useState } from 'react';

import { SMS_COUNTDOWN_S } from '../../lib/domain';


export function useCountdown(seconds = SMS_COUNTDOWN_S) {
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    setLeft(0);
  }, []);

  const start = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    setLeft(seconds);
    timer.current = setInterval(() => {
      setLeft((value) => {
        if (value <= 1) {
          if (timer.current) clearInterval(timer.current);
          timer.current = null;
          return 0;
        }
        return value - 1;
      });
    }, 1000);
  }, [seconds]);

  useEffect(() => () => {
    if (timer.current) clearInterval(timer.current);
  }, []);

  return { left, running: left > 0, start, reset: stop };
}
