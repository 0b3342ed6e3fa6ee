/** An upload's progress while it is sent (a labelled progress bar with its percentage) and its outcome once answered. */
export function UploadStatus({ progress, outcome }: { progress: number | null; outcome: { ok: boolean; text: string } | null }) {
  return (
    <>
      {progress !== null ? (
        <p>
          <label>
            上传进度 <progress max={1} value={progress} /> {Math.round(progress * 100)}%
          </label>
        </p>
      ) : null}
      {outcome ? (
        <p role="status" className={outcome.ok ? undefined : 'gk-ops__error'}>
          {outcome.text}
        </p>
      ) : null}
    </>
  );
}
