// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

interface IModuleSafe {
    function execTransactionFromModule(address to, uint256 value, bytes calldata data, uint8 operation)
        external
        returns (bool success);
}

/// @title DevnetAllowanceModule
/// @notice The devnet's Allowance module: Safe's spending-limit module keeps its source out of every npm package (only
///         its ABI and addresses are published, in the safe-modules-deployments npm package), so the devnet deploys this
///         contract, written for Strongroom, with exactly that published ABI and the behaviour docs/spending-limits.md
///         describes: a Safe registers delegates (beneficiaries) and gives each an allowance per token (the zero
///         address is the native coin), optionally refilled every `resetTimeMin` minutes; a delegate moves up to what
///         is left with one call, which the module executes on the Safe through `execTransactionFromModule`.
///         The compile test checks the ABI against the published one.
contract DevnetAllowanceModule {
    string public constant NAME = "Allowance Module";
    string public constant VERSION = "0.1.1";

    bytes32 public constant DOMAIN_SEPARATOR_TYPEHASH = keccak256("EIP712Domain(uint256 chainId,address verifyingContract)");
    bytes32 public constant ALLOWANCE_TRANSFER_TYPEHASH = keccak256(
        "AllowanceTransfer(address safe,address token,address to,uint96 amount,address paymentToken,uint96 payment,uint16 nonce)"
    );

    struct Allowance {
        uint96 amount;
        uint96 spent;
        uint16 resetTimeMin;
        uint32 lastResetMin;
        uint16 nonce;
    }

    struct Delegate {
        address delegate;
        uint48 prev;
        uint48 next;
    }

    /// safe => delegate => token => allowance
    mapping(address => mapping(address => mapping(address => Allowance))) public allowances;
    /// safe => delegate => tokens that ever had an allowance
    mapping(address => mapping(address => address[])) public tokens;
    /// safe => first entry of its delegate list (0: none)
    mapping(address => uint48) public delegatesStart;
    /// safe => low 48 bits of a delegate's address => list entry
    mapping(address => mapping(uint48 => Delegate)) public delegates;

    event AddDelegate(address indexed safe, address delegate);
    event RemoveDelegate(address indexed safe, address delegate);
    event ExecuteAllowanceTransfer(
        address indexed safe, address delegate, address token, address to, uint96 value, uint16 nonce
    );
    event PayAllowanceTransfer(
        address indexed safe, address delegate, address paymentToken, address paymentReceiver, uint96 payment
    );
    event SetAllowance(address indexed safe, address delegate, address token, uint96 allowanceAmount, uint16 resetTime);
    event ResetAllowance(address indexed safe, address delegate, address token);
    event DeleteAllowance(address indexed safe, address delegate, address token);

    /// Sets (or replaces) what `delegate` may move of `token` from the calling Safe. `resetTimeMin` 0 is a one-time
    /// allowance; otherwise the spent amount returns to zero every `resetTimeMin` minutes, counted from `resetBaseMin`
    /// (minutes since the epoch, not in the future) or, when it is 0, from the first time the allowance was set.
    function setAllowance(
        address delegate,
        address token,
        uint96 allowanceAmount,
        uint16 resetTimeMin,
        uint32 resetBaseMin
    ) public {
        require(delegate != address(0), "delegate != address(0)");
        require(
            delegates[msg.sender][uint48(uint160(delegate))].delegate == delegate,
            "delegates[msg.sender][uint48(delegate)].delegate == delegate"
        );
        Allowance memory allowance = getAllowance(msg.sender, delegate, token);
        if (allowance.nonce == 0) {
            tokens[msg.sender][delegate].push(token);
            allowance.nonce = 1;
        }
        uint32 currentMin = uint32(block.timestamp / 60);
        if (resetBaseMin > 0) {
            require(resetBaseMin <= currentMin, "resetBaseMin <= currentMin");
            require(resetTimeMin > 0, "resetTimeMin > 0");
            allowance.lastResetMin = currentMin - ((currentMin - resetBaseMin) % resetTimeMin);
        } else if (allowance.lastResetMin == 0) {
            allowance.lastResetMin = currentMin;
        }
        allowance.resetTimeMin = resetTimeMin;
        allowance.amount = allowanceAmount;
        allowances[msg.sender][delegate][token] = allowance;
        emit SetAllowance(msg.sender, delegate, token, allowanceAmount, resetTimeMin);
    }

    /// The allowance as it stands now: a period that has run out is refilled (spent 0) and its start moved to the
    /// latest whole period.
    function getAllowance(address safe, address delegate, address token) private view returns (Allowance memory) {
        Allowance memory allowance = allowances[safe][delegate][token];
        uint32 currentMin = uint32(block.timestamp / 60);
        if (allowance.resetTimeMin > 0 && allowance.lastResetMin + uint32(allowance.resetTimeMin) <= currentMin) {
            allowance.spent = 0;
            allowance.lastResetMin = currentMin - ((currentMin - allowance.lastResetMin) % allowance.resetTimeMin);
        }
        return allowance;
    }

    /// Sets what `delegate` has spent of `token` back to zero.
    function resetAllowance(address delegate, address token) public {
        Allowance memory allowance = getAllowance(msg.sender, delegate, token);
        allowance.spent = 0;
        allowances[msg.sender][delegate][token] = allowance;
        emit ResetAllowance(msg.sender, delegate, token);
    }

    /// Removes the allowance; its nonce is kept, so signatures given for it can never be replayed.
    function deleteAllowance(address delegate, address token) public {
        clearAllowance(msg.sender, delegate, token);
        emit DeleteAllowance(msg.sender, delegate, token);
    }

    function clearAllowance(address safe, address delegate, address token) private {
        Allowance storage allowance = allowances[safe][delegate][token];
        allowance.amount = 0;
        allowance.spent = 0;
        allowance.resetTimeMin = 0;
        allowance.lastResetMin = 0;
    }

    /// Moves `amount` of `token` from `safe` to `to` within `delegate`'s allowance. `signature` is the delegate's
    /// ECDSA signature of {generateTransferHash}, or empty when the delegate sends this call itself. `payment` of
    /// `paymentToken` (also taken from an allowance of the delegate) goes to whoever sends the call.
    function executeAllowanceTransfer(
        address safe,
        address token,
        address to,
        uint96 amount,
        address paymentToken,
        uint96 payment,
        address delegate,
        bytes memory signature
    ) public {
        Allowance memory allowance = getAllowance(safe, delegate, token);
        bytes memory transferHashData =
            generateTransferHashData(safe, token, to, amount, paymentToken, payment, allowance.nonce);
        allowance.nonce = allowance.nonce + 1;
        uint96 newSpent = allowance.spent + amount;
        require(newSpent > allowance.spent && newSpent <= allowance.amount, "newSpent > allowance.spent && newSpent <= allowance.amount");
        allowance.spent = newSpent;
        if (payment > 0) {
            Allowance memory paymentAllowance =
                paymentToken == token ? allowance : getAllowance(safe, delegate, paymentToken);
            uint96 newPaymentSpent = paymentAllowance.spent + payment;
            require(
                newPaymentSpent > paymentAllowance.spent && newPaymentSpent <= paymentAllowance.amount,
                "newSpent > paymentAllowance.spent && newSpent <= paymentAllowance.amount"
            );
            paymentAllowance.spent = newPaymentSpent;
            if (paymentToken == token) allowance.spent = newPaymentSpent;
            else allowances[safe][delegate][paymentToken] = paymentAllowance;
        }
        allowances[safe][delegate][token] = allowance;
        checkSignature(delegate, signature, transferHashData, safe);

        if (payment > 0) {
            transfer(safe, paymentToken, payable(tx.origin), payment);
            emit PayAllowanceTransfer(safe, delegate, paymentToken, tx.origin, payment);
        }
        transfer(safe, token, payable(to), amount);
        emit ExecuteAllowanceTransfer(safe, delegate, token, to, amount, allowance.nonce - 1);
    }

    /// `view`, where the published ABI (compiled by solc 0.7) says `pure`: solc 0.8 counts `chainid` as reading the
    /// environment. The call's encoding is the same.
    function getChainId() public view returns (uint256) {
        return block.chainid;
    }

    function generateTransferHashData(
        address safe,
        address token,
        address to,
        uint96 amount,
        address paymentToken,
        uint96 payment,
        uint16 nonce
    ) private view returns (bytes memory) {
        bytes32 domainSeparator = keccak256(abi.encode(DOMAIN_SEPARATOR_TYPEHASH, block.chainid, address(this)));
        bytes32 transferHash =
            keccak256(abi.encode(ALLOWANCE_TRANSFER_TYPEHASH, safe, token, to, amount, paymentToken, payment, nonce));
        return abi.encodePacked(bytes1(0x19), bytes1(0x01), domainSeparator, transferHash);
    }

    /// The EIP-712 hash a delegate signs to authorise a transfer (for someone else to send).
    function generateTransferHash(
        address safe,
        address token,
        address to,
        uint96 amount,
        address paymentToken,
        uint96 payment,
        uint16 nonce
    ) public view returns (bytes32) {
        return keccak256(generateTransferHashData(safe, token, to, amount, paymentToken, payment, nonce));
    }

    function checkSignature(address expectedDelegate, bytes memory signature, bytes memory transferHashData, address safe)
        private
        view
    {
        address signer = recoverSignature(signature, transferHashData);
        require(
            expectedDelegate == signer && delegates[safe][uint48(uint160(signer))].delegate == signer,
            "expectedDelegate == signer && delegates[safe][uint48(signer)].delegate == signer"
        );
    }

    /// Empty: the sender itself. 65 bytes r‖s‖v: ECDSA over the hash (v 27/28) or over its eth_sign form (v 31/32).
    function recoverSignature(bytes memory signature, bytes memory transferHashData) private view returns (address) {
        if (signature.length == 0) return msg.sender;
        require(signature.length == 65, "signature.length == 65");
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 0x20))
            s := mload(add(signature, 0x40))
            v := byte(0, mload(add(signature, 0x60)))
        }
        bytes32 hash = keccak256(transferHashData);
        if (v > 30) {
            v -= 4;
            hash = keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", hash));
        }
        address signer = ecrecover(hash, v, r, s);
        require(signer != address(0), "signer != address(0)");
        return signer;
    }

    function transfer(address safe, address token, address payable to, uint96 amount) private {
        if (token == address(0)) {
            require(IModuleSafe(safe).execTransactionFromModule(to, amount, "", 0), "Could not execute ether transfer");
        } else {
            bytes memory data = abi.encodeWithSignature("transfer(address,uint256)", to, amount);
            require(IModuleSafe(safe).execTransactionFromModule(token, 0, data, 0), "Could not execute token transfer");
        }
    }

    function getTokens(address safe, address delegate) public view returns (address[] memory) {
        return tokens[safe][delegate];
    }

    /// [amount, spent, resetTimeMin, lastResetMin, nonce] as they stand now (a run-out period already refilled).
    function getTokenAllowance(address safe, address delegate, address token) public view returns (uint256[5] memory) {
        Allowance memory allowance = getAllowance(safe, delegate, token);
        return [
            uint256(allowance.amount),
            uint256(allowance.spent),
            uint256(allowance.resetTimeMin),
            uint256(allowance.lastResetMin),
            uint256(allowance.nonce)
        ];
    }

    /// Adds `delegate` to the calling Safe's delegates (no-op when it is there already).
    function addDelegate(address delegate) public {
        uint48 index = uint48(uint160(delegate));
        require(index != uint256(0), "index != uint(0)");
        address currentDelegate = delegates[msg.sender][index].delegate;
        if (currentDelegate != address(0)) {
            // Two addresses sharing their low 48 bits cannot both be delegates.
            require(currentDelegate == delegate, "currentDelegate == delegate");
            return;
        }
        uint48 startIndex = delegatesStart[msg.sender];
        delegates[msg.sender][index] = Delegate(delegate, 0, startIndex);
        delegates[msg.sender][startIndex].prev = index;
        delegatesStart[msg.sender] = index;
        emit AddDelegate(msg.sender, delegate);
    }

    /// Removes `delegate`, and with `removeAllowances` clears every allowance it has.
    function removeDelegate(address delegate, bool removeAllowances) public {
        Delegate memory current = delegates[msg.sender][uint48(uint160(delegate))];
        if (current.delegate == address(0)) return;
        if (removeAllowances) {
            address[] storage delegateTokens = tokens[msg.sender][delegate];
            for (uint256 i = 0; i < delegateTokens.length; i++) {
                clearAllowance(msg.sender, delegate, delegateTokens[i]);
                emit DeleteAllowance(msg.sender, delegate, delegateTokens[i]);
            }
        }
        if (current.prev == 0) delegatesStart[msg.sender] = current.next;
        else delegates[msg.sender][current.prev].next = current.next;
        if (current.next != 0) delegates[msg.sender][current.next].prev = current.prev;
        delete delegates[msg.sender][uint48(uint160(delegate))];
        emit RemoveDelegate(msg.sender, delegate);
    }

    /// Up to `pageSize` delegates of `safe` from list entry `start` (0: the first), and the entry after them (0: end).
    function getDelegates(address safe, uint48 start, uint8 pageSize)
        public
        view
        returns (address[] memory results, uint48 next)
    {
        results = new address[](pageSize);
        uint8 i = 0;
        uint48 initialIndex = (start != 0) ? start : delegatesStart[safe];
        Delegate memory current = delegates[safe][initialIndex];
        while (current.delegate != address(0) && i < pageSize) {
            results[i] = current.delegate;
            i++;
            current = delegates[safe][current.next];
        }
        next = uint48(uint160(current.delegate));
        assembly {
            mstore(results, i)
        }
    }
}
