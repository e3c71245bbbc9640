import {
  type ErrorResponse,
  type GetBalanceParams,
  type GetTxBySafeTxHashParams,
  Methods,
  RestrictedMethods,
  RPC_CALLS,
  type SDKRequestData,
  type SendTransactionsParams,
  type SignMessageParams,
  type SignTypedMessageParams,
  type SuccessResponse,
} from '@safe-global/safe-apps-sdk'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { z } from 'zod'
import { BRIDGE_METHODS, RESTRICTED_BRIDGE_METHODS } from './bridgeMethods'
import type { bridgeParamsSchemas } from './bridgeParamsSchemas'
import type { BridgeResponse } from './bridgeResponse'
import { SAFE_APPS_READ_ONLY_RPC_METHODS, SAFE_SET_SETTINGS } from './safeAppsRpcMethods'

// The official SDK's TypeScript types are the bridge's contract: these checks run in `npm run typecheck` (the
// expectTypeOf lines) and in the unit suite (the value lists). An SDK upgrade that changes a shape fails here.

type Input<M extends keyof typeof bridgeParamsSchemas> = z.input<(typeof bridgeParamsSchemas)[M]>

describe('the bridge against the Safe Apps SDK 9.1.0 types', () => {
  it('knows exactly the SDK’s methods, restricted methods and rpcCall methods', () => {
    expect([...BRIDGE_METHODS].sort()).toEqual(Object.values(Methods).sort())
    expect([...RESTRICTED_BRIDGE_METHODS].sort()).toEqual(Object.values(RestrictedMethods).sort())
    expect([...SAFE_APPS_READ_ONLY_RPC_METHODS, SAFE_SET_SETTINGS].sort()).toEqual(Object.values(RPC_CALLS).sort())
  })

  it('accepts the params the SDK sends, as the SDK types them', () => {
    expectTypeOf<SendTransactionsParams>().toExtend<Input<'sendTransactions'>>()
    expectTypeOf<SignMessageParams>().toExtend<Input<'signMessage'>>()
    expectTypeOf<GetTxBySafeTxHashParams>().toExtend<{ safeTxHash: unknown }>()
    expectTypeOf<GetBalanceParams>().toExtend<NonNullable<Input<'getSafeBalances'>>>()
    expectTypeOf<SignTypedMessageParams['typedData']['types']>().toExtend<
      Input<'signTypedMessage'>['typedData']['types']
    >()
    expectTypeOf<SDKRequestData['id']>().toEqualTypeOf<string>()
  })

  it('answers in the SDK’s response shapes', () => {
    expectTypeOf<Extract<BridgeResponse, { success: true }>>().toExtend<SuccessResponse<unknown>>()
    expectTypeOf<Extract<BridgeResponse, { success: false }>>().toExtend<ErrorResponse>()
  })
})
