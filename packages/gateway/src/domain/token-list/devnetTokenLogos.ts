// Logos of the devnet's demo tokens, as data: URIs so that the demo works offline and under the web's CSP
// (`img-src` allows data:). Each is a disc in the token's colour with its symbol; the web shows them like any token
// list logo.

function discLogo(label: string, fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${fill}"/><text x="32" y="38" font-family="system-ui,sans-serif" font-size="${label.length > 3 ? 15 : 18}" font-weight="700" text-anchor="middle" fill="#fff">${label}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** dUSD, the devnet's demo dollar (6 decimals). */
export const DEVNET_DUSD_LOGO = discLogo('dUSD', '#2775ca')
/** dDAI, the devnet's demo DAI (18 decimals). */
export const DEVNET_DDAI_LOGO = discLogo('dDAI', '#f5ac37')
/** SRKEY, the devnet's demo NFT collection (Strongroom Keys). */
export const DEVNET_SRKEY_LOGO = discLogo('KEY', '#6d28d9')
