// The spending-limits feature's public face: the Send flow's panel for a beneficiary (docs/spending-limits.md). Its
// screen, Settings → Spending limits, loads from its file (app/screens.ts).
export { BeneficiarySpend } from './BeneficiarySpend'
