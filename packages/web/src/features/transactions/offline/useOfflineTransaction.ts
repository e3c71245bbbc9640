import { MAX_OFFLINE_SAFE_TX_CHARS, type OfflineSafeTx, OfflineSafeTxError } from '@strongroom/protocol'
import { useCallback, useEffect, useState } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { selectSafeTxActions } from '../actions/selectSafeTxActions'
import { isFlowBusy } from '../hooks/isFlowBusy'
import { useExecuteSafeTx } from '../hooks/useExecuteSafeTx'
import { useSafeTxFlow } from '../hooks/useSafeTxFlow'
import { readOfflineSafeTxInput } from './offlineSafeTxLink'
import { proposeOfflineSafeTx } from './proposeOfflineSafeTx'
import { signOfflineSafeTx } from './signOfflineSafeTx'
import { useOfflineSafeTxReview } from './useOfflineSafeTxReview'

/**
 * Everything the offline signing screen decides (docs/offline-signing.md §3): the imported export (from a file, a
 * pasted link, or the link the screen was opened with; a bad input changes nothing and leaves a sentence), the app's
 * review of it against the chain, what the connected account may do with it (`selectSafeTxActions`), and the three
 * actions (sign here, send to the gateway, execute). The screen lays out what it returns.
 */
export function useOfflineTransaction(safe: Address) {
  const { address: account } = useAccount()
  const [offline, setOffline] = useState<OfflineSafeTx>()
  const [importError, setImportError] = useState<string>()
  const [acknowledged, setAcknowledged] = useState(false)
  const [signedHere, setSignedHere] = useState(false)

  const load = useCallback((input: string) => {
    try {
      setOffline(readOfflineSafeTxInput(input))
      setImportError(undefined)
      setAcknowledged(false)
      setSignedHere(false)
    } catch (error) {
      // A bad input changes nothing: what was imported before stays.
      if (!(error instanceof OfflineSafeTxError)) throw error
      setImportError(error.message)
    }
  }, [])

  const loadFile = async (file: File | undefined) => {
    if (!file) return
    if (file.size > MAX_OFFLINE_SAFE_TX_CHARS * 4) {
      setImportError('This file is too large to be a transaction export.')
      return
    }
    load(await file.text())
  }

  // Opened from an export link: the transaction is in the fragment, which no server saw. Read once, on opening.
  useEffect(() => {
    if (window.location.hash.startsWith('#tx=')) load(window.location.hash)
  }, [load])

  const review = useOfflineSafeTxReview(safe, offline)
  const sign = useSafeTxFlow(
    safe,
    signOfflineSafeTx,
    () => 'Sign offline',
    () => 'Signed: your signature is added to the export.',
  )
  const propose = useSafeTxFlow(
    safe,
    proposeOfflineSafeTx,
    () => 'Send to the gateway',
    () => 'Transaction sent to the gateway.',
  )
  const execute = useExecuteSafeTx(safe)

  // After an execution the Safe's nonce has moved: review again, which turns the actions off.
  const executed = execute.stage.step === 'done'
  const { refetch } = review
  useEffect(() => {
    if (executed) void refetch()
  }, [executed, refetch])

  // A signature made here joins the export: it is reviewed again and carried back from the export panel.
  const signed = sign.stage.step === 'done' ? sign.stage.result : undefined
  useEffect(() => {
    if (!signed) return
    setOffline(signed)
    setSignedHere(true)
  }, [signed])

  const data = review.data
  const actions = data && selectSafeTxActions(data, { account, acknowledged })
  const trusted = actions?.trusted === true && !actions.blocked
  const canExecute = actions?.thresholdMet === true && actions.isNext
  const origin = offline?.origin
  const busy = [sign, propose, execute].some(({ stage }) => isFlowBusy(stage))
  const ready = !busy && trusted && !actions?.needsAcknowledgement

  return {
    account,
    offline,
    importError,
    load,
    loadFile,
    review,
    acknowledged,
    setAcknowledged,
    signedHere,
    /** What the account may do, for the notes: an owner, a trusted answer, an acknowledgement still owed. */
    isOwner: actions?.isOwner ?? false,
    trusted,
    needsAcknowledgement: trusted && actions?.needsAcknowledgement === true,
    /** The threshold is met, but another nonce comes first. */
    waitsForEarlierNonce: !canExecute && actions?.thresholdMet === true,
    /** Which buttons show, and whether they may be pressed now. */
    offers: {
      sign: actions?.isOwner === true && !actions.hasConfirmed && !canExecute,
      execute: actions?.isOwner === true && canExecute,
      propose: account !== undefined && (actions?.verified ?? 0) > 0,
    },
    enabled: { sign: ready, execute: ready, propose: !busy && trusted },
    stages: { sign: sign.stage, propose: propose.stage, execute: execute.stage },
    sign: () => data && sign.run({ review: data, acknowledgedControlChange: acknowledged, origin }),
    propose: () => data && propose.run({ review: data, origin }),
    execute: () =>
      data && execute.run({ review: data, acknowledgedControlChange: acknowledged, signAndExecute: false }),
  }
}
