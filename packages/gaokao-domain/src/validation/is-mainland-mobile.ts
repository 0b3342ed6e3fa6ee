/** True for an 11-digit mainland-China mobile number (1, then 3–9, then nine digits); surrounding spaces are ignored. */
export function isMainlandMobile(phone: string | null | undefined): boolean {
  return /^1[3-9]\d{9}$/.test((phone ?? '').trim());
}
