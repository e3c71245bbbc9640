import type { TransactionInfo } from '@strongroom/protocol'
import { TokenAmount } from '../../../components/TokenAmount'
import { type DescribeTransactionContext, describeTransaction } from './describeTransaction'
import { describeTransfer } from './describeTransfer'

/**
 * What a transaction does, as its row says it: `describeTransaction`'s sentence, with a transfer's amount drawn by
 * `TokenAmount` (the token's logo, the compact figure with every digit on hover and focus, the symbol;
 * docs/look-and-feel.md §8). Its text is the sentence's, word for word, below a million.
 */
export function TransactionTitle({ info, context }: { info: TransactionInfo; context: DescribeTransactionContext }) {
  if (info.type === 'Transfer') {
    const { verb, amount, party } = describeTransfer(info, context)
    if (amount)
      return (
        <>
          {verb} <TokenAmount {...amount} /> {party}
        </>
      )
  }
  return <>{describeTransaction(info, context)}</>
}
