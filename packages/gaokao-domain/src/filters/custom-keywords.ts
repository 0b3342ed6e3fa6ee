/** Splits custom keywords: full-width commas (，) become ASCII commas, pieces are trimmed, empties and repeats dropped. */
export function parseCustomKeywords(text: string | null | undefined): string[] {
  const pieces = (text ?? '').replace(/，/g, ',').split(',');
  return [...new Set(pieces.map((p) => p.trim()).filter((p) => p !== ''))];
}
