/**
 * mulberry32: a small seeded generator of numbers in [0, 1). The same seed gives the same sequence on every machine,
 * so data made from it (the server's 演示数据, the UI's fixtures) is reproducible. It is the way a caller hands
 * randomness to code that must stay deterministic; nothing here reads `Math.random`. Not for secrets.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
