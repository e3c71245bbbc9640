/** What the spam heuristics look at; unreadable fields are null. */
export type SpamCandidate = {
  name: string | null
  symbol: string | null
  /** ERC-20 only (null for collectibles and when unreadable). */
  decimals: number | null
  /** ERC-20 total supply in the smallest unit, when read. */
  totalSupply?: bigint | null
}

// Airdropped scam tokens advertise a site where victims "claim" something: the name or symbol is the advert.
const URL_PATTERN =
  /https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|io|xyz|app|site|top|online|info|club|live|vip|pro|link|cc|me|gg|fi|co|to|ly|finance|money|network|claims?)\b/i
const LURE_PATTERN = /claim|reward|visit|airdrop|voucher|redeem|giveaway|\$\s?\d/i
/** Whole units; no honest zero-decimal token (tickets, points, game items) mints a trillion of them. */
const HUGE_ZERO_DECIMAL_SUPPLY = 10n ** 12n

/**
 * Whether an **untrusted** token looks like spam; trusted tokens are never spam (callers check that first). Spam is:
 * - a name or symbol holding a URL or a domain (`visit-me.xyz`, `https://…`, `www.…`);
 * - a name or symbol with a lure word: claim, reward, visit, airdrop, voucher, redeem, giveaway, or a dollar amount;
 * - an ERC-20 with 0 decimals and a supply of at least 10^12 units.
 * Broken metadata alone (reverting name/symbol, missing decimals) is not spam: such tokens are still shown.
 */
export function isSpamToken({ name, symbol, decimals, totalSupply }: SpamCandidate): boolean {
  for (const text of [name, symbol]) {
    if (text !== null && (URL_PATTERN.test(text) || LURE_PATTERN.test(text))) return true
  }
  return decimals === 0 && totalSupply != null && totalSupply >= HUGE_ZERO_DECIMAL_SUPPLY
}
