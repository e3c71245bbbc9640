import type { Address, Hash } from 'viem'

/** One eth_getLogs filter over an inclusive block range. */
export type LogFilter = {
  from: number
  to: number
  address?: Address | readonly Address[]
  topics: (Hash | readonly Hash[] | null)[]
}
