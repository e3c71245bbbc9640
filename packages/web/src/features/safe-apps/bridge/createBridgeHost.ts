import {
  type BridgeRequest,
  type BridgeResponse,
  bridgeError,
  bridgeSuccess,
  parseBridgeRequest,
} from '@strongroom/protocol'
import type { BridgeEvent } from './BridgeEvent'
import { BridgeRequestError } from './BridgeRequestError'

/** Requests of one app being handled at once; beyond it the app is told to slow down. */
export const MAX_PENDING_BRIDGE_REQUESTS = 16
/** The sentence an app gets when a handler failed for a reason that is not for it to read. */
export const BRIDGE_REQUEST_FAILED = 'The request failed.'

/** Everything {@link createBridgeHost} needs. */
export interface BridgeHostOptions {
  /** The host page's window, where the app's messages arrive. */
  window: Window
  /** The app's frame window; messages from any other source are dropped. */
  frame(): Window | null | undefined
  /** The origin of the app's URL (`new URL(appUrl).origin`); messages from any other origin are dropped. */
  appOrigin: string
  /** Carries out one parsed request; returns the answer's data, or throws {@link BridgeRequestError}. */
  handle(request: BridgeRequest): Promise<unknown>
  /** Told about every message: for the session log. */
  onEvent?(event: BridgeEvent): void
}

/**
 * Serves the Safe Apps bridge to one app frame (docs/safe-apps-bridge.md §4): reads a message only when it comes
 * from that frame's window and the app's origin, parses it with protocol's rules, hands a valid request to `handle`,
 * and answers every request it read, always to the app's origin, never to '*'. Handler errors other than
 * {@link BridgeRequestError} become a generic sentence. Returns a function that stops listening.
 */
export function createBridgeHost(options: BridgeHostOptions): () => void {
  const { window, appOrigin } = options
  const log = (event: BridgeEvent) => options.onEvent?.(event)
  let pending = 0
  let stopped = false

  const reply = (source: Window, response: BridgeResponse) => {
    // The frame may have gone (closed, navigated): the browser then drops a message aimed at the app's origin.
    if (stopped || options.frame() !== source) return
    try {
      source.postMessage(response, appOrigin)
    } catch (error) {
      // An answer the browser cannot clone (a handler returned a function, say): the app still hears back.
      console.warn('Safe App answer could not be sent:', error)
      source.postMessage(bridgeError(response.id, BRIDGE_REQUEST_FAILED), appOrigin)
    }
  }

  const listener = (event: MessageEvent) => {
    const frame = options.frame()
    if (!frame || event.source !== frame) return log({ kind: 'dropped', at: Date.now(), reason: 'another window' })
    if (event.origin !== appOrigin) return log({ kind: 'dropped', at: Date.now(), reason: 'another origin' })
    const verdict = parseBridgeRequest(event.data)
    if (verdict.kind === 'drop') return log({ kind: 'dropped', at: Date.now(), reason: verdict.reason })
    const method = methodName(event.data)
    if (verdict.kind === 'refuse') {
      log({ kind: 'refused', at: Date.now(), method, error: verdict.error })
      return reply(frame, bridgeError(verdict.id, verdict.error))
    }
    const { request } = verdict
    if (pending >= MAX_PENDING_BRIDGE_REQUESTS) {
      const error = 'Too many requests at once: wait for the earlier ones to finish.'
      log({ kind: 'refused', at: Date.now(), method, error })
      return reply(frame, bridgeError(request.id, error))
    }
    pending++
    const detail = request.method === 'rpcCall' ? { detail: request.params.call } : {}
    options
      .handle(request)
      .then(
        (data) => {
          log({ kind: 'answered', at: Date.now(), method: request.method, ...detail, ok: true })
          reply(frame, bridgeSuccess(request.id, data))
        },
        (error: unknown) => {
          const sentence = error instanceof BridgeRequestError ? error.message : BRIDGE_REQUEST_FAILED
          if (!(error instanceof BridgeRequestError)) console.warn('Safe App request failed:', request.method, error)
          log({ kind: 'answered', at: Date.now(), method: request.method, ...detail, ok: false, error: sentence })
          reply(frame, bridgeError(request.id, sentence))
        },
      )
      .finally(() => {
        pending--
      })
  }

  window.addEventListener('message', listener)
  return () => {
    stopped = true
    window.removeEventListener('message', listener)
  }
}

function methodName(data: unknown): string {
  const method = (data as { method?: unknown }).method
  return typeof method === 'string' ? method.slice(0, 64) : '(none)'
}
