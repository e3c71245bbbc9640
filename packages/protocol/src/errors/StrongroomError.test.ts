import { describe, expect, it } from 'vitest'
import { InvalidInputError } from './InvalidInputError'
import { InvalidSignatureError } from './InvalidSignatureError'
import { StrongroomError } from './StrongroomError'

describe('StrongroomError', () => {
  it('keeps the short message, the cause and the details', () => {
    const cause = new TypeError('low-level')
    const error = new StrongroomError('Something failed.', { cause, details: { field: 'to' } })
    expect(error.message).toBe('Something failed.')
    expect(error.cause).toBe(cause)
    expect(error.details).toEqual({ field: 'to' })
    expect(error.name).toBe('StrongroomError')
    expect(error).toBeInstanceOf(Error)
  })

  it('has empty details and no cause when none are given', () => {
    const error = new StrongroomError('Nope.')
    expect(error.details).toEqual({})
    expect('cause' in error).toBe(false)
  })
})

describe('error families', () => {
  it('InvalidInputError is a StrongroomError with its own name', () => {
    const error = new InvalidInputError('Bad address.', { details: { value: '0x12' } })
    expect(error).toBeInstanceOf(StrongroomError)
    expect(error.name).toBe('InvalidInputError')
    expect(error.details).toEqual({ value: '0x12' })
  })

  it('InvalidSignatureError is an InvalidInputError, so edges map both to the same answer', () => {
    const error = new InvalidSignatureError('Unknown v.', { details: { v: 5 } })
    expect(error).toBeInstanceOf(InvalidInputError)
    expect(error).toBeInstanceOf(StrongroomError)
    expect(error.name).toBe('InvalidSignatureError')
    expect(String(error)).toBe('InvalidSignatureError: Unknown v.')
  })
})
