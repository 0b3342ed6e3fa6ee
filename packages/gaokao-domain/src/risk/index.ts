export { baoLine, riskBand, riskBandWithLine, RISK_BANDS, RISK_BAND_HELP, STABLE_MARGIN } from './risk-band';
export type { RiskBand } from './risk-band';
export { bandRanks, bandRanksHelp } from './band-ranks';
export type { BandRanks } from './band-ranks';
