// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// The deposit contract of the browser tests' chain. Its receive() does real work (two storage
/// writes and an event), so a deposit costs more than a plain 21,000-gas transfer, as on BSC.
contract DepositVault {
    address public immutable owner;
    bool public paused;
    uint256 public totalDeposited;
    mapping(address => uint256) public depositedBy;

    event Deposited(address indexed from, uint256 amount, uint256 total);
    event Paused(bool paused);

    constructor() {
        owner = msg.sender;
    }

    receive() external payable {
        require(!paused, "Deposits are paused");
        require(msg.value > 0, "Deposit must be more than zero");
        totalDeposited += msg.value;
        depositedBy[msg.sender] += msg.value;
        emit Deposited(msg.sender, msg.value, totalDeposited);
    }

    /// The owner stops (true) or resumes (false) deposits.
    function setPaused(bool paused_) external {
        require(msg.sender == owner, "DepositVault: caller is not the owner");
        paused = paused_;
        emit Paused(paused_);
    }
}
