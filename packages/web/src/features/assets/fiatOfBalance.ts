import type { Balance } from '@strongroom/protocol'

/**
 * What a balance is worth in `currency`, as `TokenAmount` shows it beside the amount; undefined when the gateway knows
 * no price for the token (its `fiatConversion` is `"0"`, docs/gateway-api.md §4.3), so "$0.00" never stands for
 * "unknown".
 */
export function fiatOfBalance(
  balance: Pick<Balance, 'fiatBalance' | 'fiatConversion'>,
  currency: string,
): { value: string; currency: string } | undefined {
  return balance.fiatConversion === '0' ? undefined : { value: balance.fiatBalance, currency }
}
