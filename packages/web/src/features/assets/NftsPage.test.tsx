import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  chainInfoFixture,
  collectibleFixture,
  collectiblePageFixture,
  SAFE_ADDRESS,
  safeInfoFixture,
} from '../../testing/gatewayFixtures'
import { gatewayFailure, mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { NftsPage } from './NftsPage'

const collectibles = `/v2/chains/1337/safes/${SAFE_ADDRESS}/collectibles`

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('NftsPage', () => {
  it('shows each NFT with image, name, collection, description and traits, and loads more pages', async () => {
    const next = `http://gw.test${collectibles}?trusted=false&exclude_spam=true&cursor=limit%3D1%26offset%3D1`
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [`/v1/chains/1337/safes/${SAFE_ADDRESS}`, safeInfoFixture()],
      [
        /cursor=limit%3D1%26offset%3D1/,
        collectiblePageFixture([collectibleFixture({ id: '2', name: null, imageUri: null, metadata: null })]),
      ],
      [new RegExp(`${collectibles}\\?trusted=false`), collectiblePageFixture([collectibleFixture()], next)],
    ])
    await renderWithProviders(<NftsPage address={SAFE_ADDRESS} prefix="dev" />)
    const [first] = await screen.findAllByTestId('nft-card')
    const card = within(first!)
    expect(card.getByRole('img', { name: 'Piece #1' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(card.getByRole('heading', { name: 'Piece #1' })).toBeTruthy()
    expect(card.getByText('Demo Art (DART) · #1')).toBeTruthy()
    expect(card.getByText('The first piece')).toBeTruthy()
    expect(card.getByText('Colour').nextElementSibling?.textContent).toBe('Blue')

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await vi.waitFor(() => expect(screen.getAllByTestId('nft-card')).toHaveLength(2))
    const second = within(screen.getAllByTestId('nft-card')[1]!)
    // Without metadata: collection name and id as title, and a placeholder instead of the image.
    expect(second.getByRole('heading', { name: 'Demo Art #2' })).toBeTruthy()
    expect(second.getByRole('img', { name: 'Demo Art #2: no image' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('never loads an image from an unknown scheme', async () => {
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [
        new RegExp(`${collectibles}`),
        collectiblePageFixture([collectibleFixture({ imageUri: 'javascript:alert(1)' })]),
      ],
    ])
    await renderWithProviders(<NftsPage address={SAFE_ADDRESS} prefix="dev" />)
    expect(await screen.findByRole('img', { name: 'Piece #1: no image' })).toBeTruthy()
  })

  it('has empty and error states', async () => {
    mockGateway([[new RegExp(collectibles), collectiblePageFixture([])]])
    const view = await renderWithProviders(<NftsPage address={SAFE_ADDRESS} prefix="dev" />)
    expect(await screen.findByText(/This Safe holds no NFTs yet/)).toBeTruthy()
    // The next step: the Safe's Receive screen.
    expect(screen.getByRole('link', { name: 'Show the address to receive' }).getAttribute('href')).toBe(
      `/dev:${SAFE_ADDRESS}/receive`,
    )
    view.unmount()
    mockGateway([[new RegExp(collectibles), gatewayFailure(422, 'Bad request')]])
    await renderWithProviders(<NftsPage address={SAFE_ADDRESS} prefix="dev" />)
    expect((await screen.findByRole('alert')).textContent).toContain('The NFTs could not be loaded.')
  })
})
