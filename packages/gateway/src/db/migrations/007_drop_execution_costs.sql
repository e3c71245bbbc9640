-- Strongroom gateway schema: the gas an execution used and its fee are not part of the Client Gateway API and no
-- endpoint serves them; reading them took one eth_getTransactionReceipt per execution, most of what the indexer spent
-- on the RPC while catching up. Gone; a node answers them on demand if a feature ever needs them.
alter table multisig_transactions drop column gas_used, drop column fee;
