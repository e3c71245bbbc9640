import { afterEach, describe, expect, it } from 'vitest'
import { stylesheetSingleton } from './stylesheetSingleton'

afterEach(() => {
  document.adoptedStyleSheets = []
})

const rules = () => document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))

describe('stylesheetSingleton', () => {
  it('adopts the rules on the first add, without a <style> element, and drops them on the last remove', () => {
    const singleton = stylesheetSingleton()
    singleton.add('body { overflow: hidden; }')
    singleton.add('body { overflow: hidden; }')
    expect(document.querySelectorAll('style')).toHaveLength(0)
    expect(rules()).toHaveLength(1)
    expect(rules()[0]).toMatch(/^body\s*\{\s*overflow: hidden;\s*\}$/)
    singleton.remove()
    expect(rules()).toHaveLength(1)
    singleton.remove()
    expect(document.adoptedStyleSheets).toHaveLength(0)
  })

  it('leaves the sheets others adopted in place', () => {
    const other = new CSSStyleSheet()
    document.adoptedStyleSheets = [other]
    const singleton = stylesheetSingleton()
    singleton.add('html { color: red; }')
    expect(document.adoptedStyleSheets).toHaveLength(2)
    singleton.remove()
    expect(document.adoptedStyleSheets).toEqual([other])
  })
})
