import { type ComponentType, lazy } from 'react'

/**
 * A screen loaded with its route (React.lazy) that can also be fetched ahead (`preload`). Once its code is here, the
 * lazy component resolves synchronously (a thenable that calls back at once), so opening the screen does not suspend:
 * React 19 holds a revealed Suspense boundary back for up to 300 ms, which a tab switch would pay.
 */
export function lazyScreen<Props>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  type Module = { default: ComponentType<Props> }
  const component = lazy((): Promise<Module> => {
    if (!loaded) return preload().then((resolved) => ({ default: resolved }))
    const module: Module = { default: loaded }
    // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is how React.lazy skips suspending
    return { then: (resolve: (value: Module) => void) => resolve(module) } as Promise<Module>
  })
  return Object.assign(component, { preload })
}
