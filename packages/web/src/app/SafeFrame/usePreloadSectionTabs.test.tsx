import { cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SafeRouteName, SafeSection } from '../paths'
import { usePreloadSectionTabs } from './usePreloadSectionTabs'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function preloadedFor(section: SafeSection): SafeRouteName[] {
  vi.useFakeTimers()
  const preloaded: SafeRouteName[] = []
  const preload = (name: SafeRouteName) => {
    preloaded.push(name)
  }
  renderHook(() => usePreloadSectionTabs(section, preload))
  vi.runAllTimers()
  return preloaded
}

describe('usePreloadSectionTabs', () => {
  it('fetches every tab of a tabbed section once the browser is idle', () => {
    expect(preloadedFor('transactions')).toEqual([
      'transactionQueue',
      'transactionHistory',
      'messages',
      'offlineTransaction',
    ])
    expect(preloadedFor('settings')).toEqual([
      'setup',
      'modules',
      'spendingLimits',
      'safeApps',
      'proposers',
      'transactionServiceImport',
    ])
  })

  it('fetches nothing for a section of one screen', () => {
    expect(preloadedFor('assets')).toEqual([])
  })
})
