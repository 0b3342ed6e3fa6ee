import { useEffect, useState } from 'react';

/**
 * Work the server is doing with no measurable share (validating an uploaded file, writing a season and rebuilding its
 * indexes): an indeterminate progress bar with what is happening and the seconds spent so far, so a long step never
 * looks stalled.
 */
export function WorkingStatus({ label }: { label: string }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p role="status">
      <label>
        {label} <progress />
      </label>{' '}
      已用时 {seconds} 秒
    </p>
  );
}

/**
 * An upload's progress while it is sent (a labelled progress bar with its percentage), then, once every byte is sent
 * and until the server answers, what the server is doing (`afterSent`), and the outcome once answered.
 */
export function UploadStatus({
  progress,
  outcome,
  afterSent = '上传完成，服务器处理中',
}: {
  progress: number | null;
  outcome: { ok: boolean; text: string } | null;
  afterSent?: string;
}) {
  return (
    <>
      {progress !== null && progress < 1 ? (
        <p>
          <label>
            上传进度 <progress max={1} value={progress} /> {Math.round(progress * 100)}%
          </label>
        </p>
      ) : null}
      {progress !== null && progress >= 1 ? <WorkingStatus label={afterSent} /> : null}
      {outcome ? (
        <p role="status" className={outcome.ok ? undefined : 'gk-ops__error'}>
          {outcome.text}
        </p>
      ) : null}
    </>
  );
}
