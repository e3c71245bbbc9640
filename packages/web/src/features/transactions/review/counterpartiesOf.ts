import type { Address } from 'viem'
import type { DecodedCall } from './decodeCall'

/**
 * The addresses a decoded call sends to, calls or lets spend (each action of a batch in turn), for the look-alike
 * check of the review (docs/spam-and-poisoning.md §1). The token contract of an ERC-20 call is one too.
 */
export function counterpartiesOf(decoded: DecodedCall): Address[] {
  switch (decoded.kind) {
    case 'transfer':
    case 'contract':
      return [decoded.to]
    case 'erc20': {
      const [first, second] = decoded.args
      const parties = decoded.method === 'transferFrom' ? [first, second] : [first]
      return [decoded.token, ...parties.filter((party): party is Address => typeof party === 'string')]
    }
    case 'parent-approval':
      return [decoded.child]
    case 'nested-execution':
      return [decoded.child, ...counterpartiesOf(decoded.decoded)]
    case 'batch':
      return decoded.actions.flatMap((action) => counterpartiesOf(action.decoded))
    case 'settings':
    case 'message-signature':
    case 'too-deep':
      return []
  }
}
