import { describe, expect, it } from 'vitest'
import { getPushSupport } from './getPushSupport'

function scope(fields: {
  isSecureContext?: boolean
  serviceWorker?: boolean
  PushManager?: boolean
  Notification?: boolean
}) {
  return {
    isSecureContext: fields.isSecureContext ?? true,
    navigator: fields.serviceWorker === false ? {} : { serviceWorker: {} },
    ...(fields.PushManager === false ? {} : { PushManager: class {} }),
    ...(fields.Notification === false ? {} : { Notification: class {} }),
  } as unknown as Window
}

describe('getPushSupport', () => {
  it('is supported with service workers, the Push API and notifications in a secure context', () => {
    expect(getPushSupport(scope({}))).toBe('supported')
  })

  it('names an insecure context, where browsers hide service workers', () => {
    expect(getPushSupport(scope({ isSecureContext: false, serviceWorker: false }))).toBe('insecure-context')
  })

  it('is unsupported when any of the three is missing', () => {
    expect(getPushSupport(scope({ serviceWorker: false }))).toBe('unsupported')
    expect(getPushSupport(scope({ PushManager: false }))).toBe('unsupported')
    expect(getPushSupport(scope({ Notification: false }))).toBe('unsupported')
  })
})
