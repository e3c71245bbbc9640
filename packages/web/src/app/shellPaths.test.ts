import { describe, expect, it } from 'vitest'
import { MAIN_NAVIGATION, paths } from './routes'
import { SHELL_NAVIGATION, SHELL_PATHS } from './shellPaths'

describe('shell paths', () => {
  it('are the route table’s', () => {
    expect(SHELL_NAVIGATION).toEqual(MAIN_NAVIGATION)
    expect(SHELL_PATHS).toEqual({ welcome: paths.welcome(), newSafe: paths.newSafe(), addSafe: paths.addSafe() })
  })
})
