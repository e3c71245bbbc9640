import { InvalidInputError } from '@strongroom/protocol'

/** A balances request named a currency the price provider does not quote. The message lists the supported codes. */
export class UnsupportedCurrencyError extends InvalidInputError {
  override name = 'UnsupportedCurrencyError'

  constructor(currency: string, supported: readonly string[]) {
    super(`Unsupported fiat currency "${currency}"; supported: ${supported.join(', ')}`, {
      details: { currency, supported },
    })
  }
}
