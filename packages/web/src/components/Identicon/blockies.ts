/** The cells and colours of an address's blockies identicon (the 8×8 mirrored pattern Safe{Wallet} and MetaMask draw). */
export interface Blockies {
  /** Row-major, `size × size`: 0 background, 1 colour, 2 spot colour. */
  cells: number[]
  size: number
  color: string
  background: string
  spot: string
}

/**
 * The classic blockies algorithm (xorshift seeded by the lower-case address), so a Safe's picture matches the one
 * users know from other wallets. About thirty lines; the npm packages for it bring a canvas renderer we do not need.
 */
export function blockies(seed: string, size = 8): Blockies {
  const state = [0, 0, 0, 0]
  for (let i = 0; i < seed.length; i++) state[i % 4] = (state[i % 4]! << 5) - state[i % 4]! + seed.charCodeAt(i)
  const random = () => {
    const t = state[0]! ^ (state[0]! << 11)
    state[0] = state[1]!
    state[1] = state[2]!
    state[2] = state[3]!
    state[3] = state[3]! ^ (state[3]! >> 19) ^ t ^ (t >> 8)
    return (state[3]! >>> 0) / ((2 ** 31) >>> 0)
  }
  const colour = () => {
    const hue = Math.floor(random() * 360)
    const saturation = random() * 60 + 40
    const lightness = (random() + random() + random() + random()) * 25
    return `hsl(${hue} ${saturation}% ${lightness}%)`
  }
  const color = colour()
  const background = colour()
  const spot = colour()
  const half = Math.ceil(size / 2)
  const cells: number[] = []
  for (let y = 0; y < size; y++) {
    const row: number[] = []
    for (let x = 0; x < half; x++) row.push(Math.floor(random() * 2.3))
    cells.push(...row, ...row.slice(0, size - half).reverse())
  }
  return { cells, size, color, background, spot }
}
