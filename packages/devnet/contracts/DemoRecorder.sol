// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title DemoRecorder
/// @notice For the devnet's contract-interaction journeys: a method that takes a list and a tuple, whose effect can be
///         read back per caller, and that reverts with a reason string when the list is empty.
contract DemoRecorder {
    struct Entry {
        address who;
        uint256 amount;
    }

    mapping(address sender => uint256) public totals;
    mapping(address sender => address) public lastWho;

    event Recorded(address indexed sender, address indexed who, uint256 total);

    /// @notice Adds `entry.amount` and every value of `values` to the caller's total and remembers `entry.who`.
    function record(uint256[] calldata values, Entry calldata entry) external {
        require(values.length > 0, "DemoRecorder: no values");
        uint256 total = entry.amount;
        for (uint256 i = 0; i < values.length; i++) {
            total += values[i];
        }
        totals[msg.sender] += total;
        lastWho[msg.sender] = entry.who;
        emit Recorded(msg.sender, entry.who, total);
    }
}
