// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title DemoGuard
/// @notice The smallest transaction guard Safe 1.4.1 accepts, for the devnet's browser journeys: it declares the Guard
///         interface through ERC-165 (`setGuard` refuses a guard that does not, GS300) and lets every transaction
///         through, so setting it and removing it again both work.
contract DemoGuard {
    /// Guard.checkTransaction ^ Guard.checkAfterExecution (Safe 1.4.1 `base/GuardManager.sol`).
    bytes4 private constant GUARD_INTERFACE_ID = 0xe6d7a83a;
    bytes4 private constant ERC165_INTERFACE_ID = 0x01ffc9a7;

    function checkTransaction(
        address,
        uint256,
        bytes memory,
        uint8,
        uint256,
        uint256,
        uint256,
        address,
        address payable,
        bytes memory,
        address
    ) external pure {}

    function checkAfterExecution(bytes32, bool) external pure {}

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == GUARD_INTERFACE_ID || interfaceId == ERC165_INTERFACE_ID;
    }
}
