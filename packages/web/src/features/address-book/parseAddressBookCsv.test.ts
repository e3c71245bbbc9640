import { describe, expect, it } from 'vitest'
import { AddressBookCsvError } from './AddressBookCsvError'
import { formatAddressBookCsv } from './formatAddressBookCsv'
import { parseAddressBookCsv } from './parseAddressBookCsv'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function problemsOf(text: string) {
  try {
    parseAddressBookCsv(text)
  } catch (error) {
    expect(error).toBeInstanceOf(AddressBookCsvError)
    return (error as AddressBookCsvError).problems
  }
  throw new Error('expected the file to be rejected')
}

describe('parseAddressBookCsv', () => {
  it('reads Safe{Wallet} style files: header, CRLF, BOM, quoted names, blank lines', () => {
    const text = `\uFEFFaddress,name,chainId\r\n${ALICE},"Alice, ""the owner""",1337\r\n\r\n${BOB.toLowerCase()},Bob,1\r\n`
    expect(parseAddressBookCsv(text)).toEqual([
      { address: ALICE, name: 'Alice, "the owner"', chainId: 1337 },
      { address: BOB, name: 'Bob', chainId: 1 },
    ])
  })

  it('reports every bad line with its number and reason', () => {
    const text = [
      'address,name,chainId',
      `${ALICE},Alice,1337`,
      `${ALICE.replace('f39Fd', 'f39FD')},Typo,1337`,
      `${BOB},,1337`,
      `${BOB},Bob,1337,extra`,
      `${BOB},Bob,mainnet`,
      `${ALICE.toLowerCase()},Alice again,1337`,
    ].join('\n')
    expect(problemsOf(text)).toEqual([
      { line: 3, message: 'Line 3: Address has a wrong EIP-55 checksum.' },
      { line: 4, message: 'Line 4: Name must not be empty.' },
      { line: 5, message: 'Line 5: expected 3 fields (address,name,chainId), found 4.' },
      { line: 6, message: 'Line 6: Chain id must be a positive integer.' },
      { line: 7, message: 'Line 7: the same address and chain as line 2.' },
    ])
  })

  it('counts lines inside quoted names, and rejects an unclosed quote', () => {
    expect(problemsOf(`address,name,chainId\n${ALICE},"two\nlines",1\n${BOB},,1`)).toEqual([
      { line: 2, message: 'Line 2: Name must not contain control characters such as line breaks.' },
      { line: 4, message: 'Line 4: Name must not be empty.' },
    ])
    expect(problemsOf(`address,name,chainId\n${ALICE},"open,1\n`)).toEqual([
      { line: 2, message: 'Line 2: a quoted field is never closed.' },
    ])
  })

  it('insists on the header and at least one entry', () => {
    expect(problemsOf('name,address,chainId\nx,y,1')[0]!.message).toBe(
      'Line 1: the header must be address,name,chainId.',
    )
    expect(problemsOf('')[0]!.message).toBe('Line 1: the file is empty.')
    expect(problemsOf('address,name,chainId\n')[0]!.message).toBe('The file has a header but no entries.')
  })

  it('round-trips what formatAddressBookCsv writes', () => {
    const entries = [
      { chainId: 1337, address: ALICE, name: 'Alice, "the owner"' },
      { chainId: 1, address: BOB, name: '=SUM(A1)' },
    ] as const
    const text = formatAddressBookCsv(entries)
    expect(text.split('\r\n')[0]).toBe('address,name,chainId')
    expect(parseAddressBookCsv(text)).toEqual(entries)
  })
})
