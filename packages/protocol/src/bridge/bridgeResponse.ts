/** An answer to an app, as the SDK reads it: `success` with `data`, or an `error` sentence; `version` is the host's. */
export type BridgeResponse =
  | { id: string; success: true; data: unknown; version: string }
  | { id: string; success: false; error: string; version: string }

/** The SDK version this host speaks (the newest it was tested with). Apps read its major only. */
export const BRIDGE_HOST_SDK_VERSION = '9.1.0'

/** A successful answer to request `id`. */
export function bridgeSuccess(id: string, data: unknown, version = BRIDGE_HOST_SDK_VERSION): BridgeResponse {
  return { id, success: true, data, version }
}

/** A refusal or failure of request `id`, with a sentence the app may show. */
export function bridgeError(id: string, error: string, version = BRIDGE_HOST_SDK_VERSION): BridgeResponse {
  return { id, success: false, error, version }
}
