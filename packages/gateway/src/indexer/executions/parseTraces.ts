import { getAddress, type Hex, isAddress, isHex } from 'viem'
import { z } from 'zod'
import type { CallFrame } from './CallFrame'

const MAX_FRAMES = 20_000
const MAX_DEPTH = 1_100

const frameTypes = ['CALL', 'DELEGATECALL', 'STATICCALL', 'CALLCODE', 'CREATE'] as const
const typeOf = (value: unknown): CallFrame['type'] => {
  const upper = typeof value === 'string' ? value.toUpperCase() : ''
  return (frameTypes as readonly string[]).includes(upper) ? (upper as CallFrame['type']) : 'OTHER'
}
const addressOrNull = (value: unknown) =>
  typeof value === 'string' && isAddress(value, { strict: false }) ? getAddress(value) : null
const hexOr0x = (value: unknown): Hex =>
  typeof value === 'string' && isHex(value) ? (value.toLowerCase() as Hex) : '0x'

/** A node answered with something that is not a trace of the shape asked for. */
export class MalformedTraceError extends Error {}

type GethFrame = { type?: unknown; from?: unknown; to?: unknown; input?: unknown; error?: unknown; calls?: unknown }

/**
 * Flattens a `debug_traceTransaction` callTracer result (nested `calls`) into frames in call order, each knowing
 * whether it or a caller reverted and when it finished.
 * @throws {MalformedTraceError} for a result that is not a call tree (or is absurdly large).
 */
export function parseCallTracerResult(result: unknown): CallFrame[] {
  if (!result || typeof result !== 'object') throw new MalformedTraceError('The call trace is not an object.')
  const frames: CallFrame[] = []
  let finished = 0
  const walk = (node: GethFrame, depth: number, parentReverted: boolean) => {
    if (depth > MAX_DEPTH || frames.length >= MAX_FRAMES)
      throw new MalformedTraceError('The call trace is deeper or larger than any transaction can be.')
    const from = addressOrNull(node.from)
    if (!from) throw new MalformedTraceError('A call of the trace has no valid sender.')
    const reverted = parentReverted || (node.error !== undefined && node.error !== null && node.error !== '')
    const frame: CallFrame = {
      type: typeOf(node.type),
      from,
      to: addressOrNull(node.to),
      input: hexOr0x(node.input),
      reverted,
      finishedAt: -1,
    }
    frames.push(frame)
    if (node.calls !== undefined && node.calls !== null) {
      if (!Array.isArray(node.calls)) throw new MalformedTraceError('The calls of a trace frame are not a list.')
      for (const child of node.calls) {
        if (!child || typeof child !== 'object') throw new MalformedTraceError('A trace frame is not an object.')
        walk(child as GethFrame, depth + 1, reverted)
      }
    }
    frame.finishedAt = finished++
  }
  walk(result as GethFrame, 0, false)
  return frames
}

const parityTraceSchema = z.array(
  z.object({
    type: z.string(),
    action: z.record(z.string(), z.unknown()),
    error: z.string().optional().nullable(),
    traceAddress: z.array(z.number().int().nonnegative()),
  }),
)

/**
 * Turns a `trace_transaction` (Parity/OpenEthereum dialect) result, a flat list in call order with `traceAddress`
 * paths, into the same frames.
 * @throws {MalformedTraceError} for a result of another shape.
 */
export function parseParityTraces(result: unknown): CallFrame[] {
  const parsed = parityTraceSchema.safeParse(result)
  if (!parsed.success) throw new MalformedTraceError('The transaction trace is not a list of calls.')
  if (parsed.data.length > MAX_FRAMES) throw new MalformedTraceError('The transaction trace is absurdly large.')
  const frames: CallFrame[] = []
  const indexOfPath = new Map<string, number>()
  const children: number[][] = []
  const roots: number[] = []
  for (const trace of parsed.data) {
    const index = frames.length
    const parent =
      trace.traceAddress.length === 0 ? -1 : (indexOfPath.get(trace.traceAddress.slice(0, -1).join('.')) ?? -2)
    if (parent === -2) throw new MalformedTraceError('A call of the trace has no caller before it.')
    const from = addressOrNull(trace.action.from)
    if (!from) throw new MalformedTraceError('A call of the trace has no valid sender.')
    const failed = trace.error !== undefined && trace.error !== null && trace.error !== ''
    frames.push({
      type: trace.type === 'call' ? typeOf(trace.action.callType) : trace.type === 'create' ? 'CREATE' : 'OTHER',
      from,
      to: addressOrNull(trace.action.to),
      input: hexOr0x(trace.action.input ?? trace.action.init),
      reverted: failed || (parent >= 0 && frames[parent]!.reverted),
      finishedAt: -1,
    })
    indexOfPath.set(trace.traceAddress.join('.'), index)
    children.push([])
    if (parent >= 0) children[parent]!.push(index)
    else roots.push(index)
  }
  // A call finishes after all of its callees: number the frames in post-order (iteratively; traces can be deep).
  let finished = 0
  const stack: { index: number; next: number }[] = roots.reverse().map((index) => ({ index, next: 0 }))
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!
    const kids = children[top.index]!
    if (top.next < kids.length) stack.push({ index: kids[top.next++]!, next: 0 })
    else {
      frames[top.index]!.finishedAt = finished++
      stack.pop()
    }
  }
  return frames
}
