export { baoLine, riskBand, riskBandWithLine, RISK_BANDS, STABLE_MARGIN } from './risk-band';
export type { RiskBand } from './risk-band';
