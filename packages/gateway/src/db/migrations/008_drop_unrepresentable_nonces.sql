-- Strongroom gateway schema: proposals may name nonces up to 2^53 - 2 only (the API writes nonces as JSON numbers,
-- and the recommended nonce, one above the highest proposed, must fit too). Proposals stored before that rule with a
-- larger nonce broke every queue and nonce answer of their Safe. No Safe can ever execute them (its nonce grows by
-- one per execution), so they and their off-chain confirmations go.
delete from multisig_confirmations c
  using multisig_transactions t
  where c.chain_id = t.chain_id and c.safe_tx_hash = t.safe_tx_hash
    and t.block_number is null and t.nonce > 9007199254740990 and c.source = 'offchain';
delete from multisig_transactions where block_number is null and nonce > 9007199254740990;
