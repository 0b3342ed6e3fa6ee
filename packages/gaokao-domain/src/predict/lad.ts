/* The fit behind the rank model's θ (rank-model.ts): least absolute deviations, deterministic. */

/**
 * Least absolute deviations of y on x (iteratively reweighted least squares, 30 rounds), with a small ridge so that
 * a feature that is always 0 keeps a coefficient of 0. Deterministic.
 */
export function fitLad(xs: ReadonlyArray<readonly number[]>, ys: readonly number[], ridge = 1e-3): number[] {
  const p = xs[0]?.length ?? 0;
  let beta = new Array<number>(p).fill(0);
  if (xs.length === 0) return beta;
  let w = new Array<number>(xs.length).fill(1);
  for (let round = 0; round < 30; round++) {
    const a = Array.from({ length: p }, () => new Array<number>(p).fill(0));
    const b = new Array<number>(p).fill(0);
    let wsum = 0;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i] as readonly number[];
      const wi = w[i] as number;
      wsum += wi;
      for (let j = 0; j < p; j++) {
        b[j] = (b[j] as number) + wi * (x[j] as number) * (ys[i] as number);
        const row = a[j] as number[];
        for (let k = 0; k < p; k++) row[k] = (row[k] as number) + wi * (x[j] as number) * (x[k] as number);
      }
    }
    for (let j = 0; j < p; j++) (a[j] as number[])[j] = ((a[j] as number[])[j] as number) + ridge * (wsum / xs.length);
    beta = solve(a, b);
    w = xs.map((x, i) => {
      let r = ys[i] as number;
      for (let j = 0; j < p; j++) r -= (beta[j] as number) * (x[j] as number);
      return 1 / Math.max(Math.abs(r), 1e-3);
    });
  }
  return beta;
}

/** Gaussian elimination with partial pivoting (the matrix is small and, with the ridge, positive definite). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs((m[r] as number[])[c] as number) > Math.abs((m[piv] as number[])[c] as number)) piv = r;
    [m[c], m[piv]] = [m[piv] as number[], m[c] as number[]];
    const pr = m[c] as number[];
    const d = pr[c] as number;
    if (Math.abs(d) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const row = m[r] as number[];
      const factor = (row[c] as number) / d;
      if (factor === 0) continue;
      for (let k = c; k <= n; k++) row[k] = (row[k] as number) - factor * (pr[k] as number);
    }
  }
  return m.map((row, i) => {
    const d = row[i] as number;
    return Math.abs(d) < 1e-12 ? 0 : (row[n] as number) / d;
  });
}
