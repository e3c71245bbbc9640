import { assessSafeTx, createSafeTxFromCalls, encodeAllowanceCalls } from '@strongroom/protocol'
import { type Address, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeControlChange } from './describeControlChange'
import { reviewTokenWords } from './reviewTokenWords'

const SAFE: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const MODULE: Address = '0xAA46724893dedD72658219405185Fb0Fc91e091C'
const BOB: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const DUSD: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

describe('describeControlChange for allowances', () => {
  it('says in words who may spend how much of what, how often, with the raw amount beside it', () => {
    const calls = encodeAllowanceCalls({
      safe: SAFE,
      module: MODULE,
      moduleEnabled: false,
      delegates: [],
      edits: [
        { kind: 'set', delegate: BOB, token: DUSD, amount: 25_000_000n, resetMinutes: 1_440 },
        { kind: 'set', delegate: BOB, token: zeroAddress, amount: 10n ** 17n, resetMinutes: 0 },
      ],
    })
    const { controlChanges } = assessSafeTx({ safe: SAFE, tx: createSafeTxFromCalls({ calls, nonce: 0n }) })
    const words = reviewTokenWords({ [DUSD]: { symbol: 'dUSD', decimals: 6 } }, { symbol: 'ETH', decimals: 18 })
    expect(controlChanges.map((change) => describeControlChange(change, words))).toEqual([
      `Action 1: Enables the module ${MODULE}, which can then execute transactions without the owners.`,
      `Action 2: Allowance module ${MODULE}: Registers ${BOB} as a beneficiary of spending limits.`,
      `Action 3: Allowance module ${MODULE}: Lets ${BOB} spend up to 25 dUSD (25000000 base units) without the owners, refilled every day.`,
      `Action 4: Allowance module ${MODULE}: Lets ${BOB} spend up to 0.1 ETH (100000000000000000 base units) without the owners, once, never refilled.`,
    ])
  })
})
