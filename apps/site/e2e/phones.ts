/**
 * Mainland mobile numbers for e2e members, unique within a run: `prefix`, 4 digits of the file's process, then the
 * Vitest worker's slot (VITEST_POOL_ID: files running at the same time have different slots) and a 3-digit sequence.
 * The development SMS provider logs a number masked (139****1001), and the files read their codes by the visible
 * digits: with two files at a time on one server, the last four must differ between them, which the slot ensures.
 * No vitest import here: the bench scripts use it under plain Node.
 */
export function phoneSeries(prefix: string, start: number): () => string {
  let seq = 0;
  const slot = Number(process.env.VITEST_POOL_ID ?? 0) % 10;
  return () => {
    seq += 1;
    if (seq > 999) throw new Error(`phoneSeries(${prefix}): more than 999 numbers in one file`);
    return `${prefix}${String(process.pid % 1e4).padStart(4, '0')}${slot}${String((start + seq) % 1000).padStart(3, '0')}`;
  };
}
