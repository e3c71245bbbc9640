export type { Allowance } from './Allowance'
export type { AllowanceChange } from './AllowanceChange'
export {
  type AllowancePeriod,
  fromResetMinutes,
  MAX_RESET_MINUTES,
  toResetMinutes,
} from './allowancePeriods'
export { canonicalAllowanceModule } from './canonicalAllowanceModule'
export { checkAllowanceSpend } from './checkAllowanceSpend'
export { decodeAllowanceChange } from './decodeAllowanceChange'
export { type AllowanceEdit, encodeAllowanceCalls } from './encodeAllowanceCalls'
export { toAllowance } from './toAllowance'
