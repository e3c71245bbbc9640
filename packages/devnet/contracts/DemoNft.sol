// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// @title DemoNft
/// @notice EIP-721 collection for the Strongroom devnet with fully on-chain metadata: `tokenURI` returns a
///         `data:application/json;base64,` URI whose JSON holds name, description and an SVG image as a data URI.
///         `mint` is open to everyone on purpose (local faucet); never deploy this to a real network.
contract DemoNft {
    // EIP-165 interface ids: ERC-165 itself, ERC-721, ERC-721 Metadata.
    bytes4 private constant INTERFACE_ERC165 = 0x01ffc9a7;
    bytes4 private constant INTERFACE_ERC721 = 0x80ac58cd;
    bytes4 private constant INTERFACE_ERC721_METADATA = 0x5b5e139f;
    bytes private constant BASE64_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

    string public name;
    string public symbol;
    /// @notice Number of minted tokens; ids run from 1 to totalSupply (nothing is ever burnt).
    uint256 public totalSupply;
    mapping(uint256 tokenId => address) private _owners;
    mapping(address owner => uint256) private _balances;
    mapping(uint256 tokenId => address) private _approvals;
    mapping(address owner => mapping(address operator => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error NonexistentToken(uint256 tokenId);
    error NotAuthorized(address caller, uint256 tokenId);
    error WrongOwner(address claimed, uint256 tokenId);
    error InvalidReceiver(address receiver);
    error InvalidOwner(address owner);
    error UnsafeName(string name);

    constructor(string memory name_, string memory symbol_) {
        // The name is pasted into JSON by tokenURI, so it must not need escaping.
        bytes memory raw = bytes(name_);
        for (uint256 i = 0; i < raw.length; i++) {
            if (raw[i] == '"' || raw[i] == "\\" || uint8(raw[i]) < 0x20) revert UnsafeName(name_);
        }
        name = name_;
        symbol = symbol_;
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == INTERFACE_ERC165 || interfaceId == INTERFACE_ERC721
            || interfaceId == INTERFACE_ERC721_METADATA;
    }

    function balanceOf(address owner) external view returns (uint256) {
        if (owner == address(0)) revert InvalidOwner(owner);
        return _balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address owner) {
        owner = _owners[tokenId];
        if (owner == address(0)) revert NonexistentToken(tokenId);
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return _approvals[tokenId];
    }

    function approve(address approved, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        if (msg.sender != owner && !isApprovedForAll[owner][msg.sender]) revert NotAuthorized(msg.sender, tokenId);
        _approvals[tokenId] = approved;
        emit Approval(owner, approved, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        if (owner != from) revert WrongOwner(from, tokenId);
        if (msg.sender != owner && !isApprovedForAll[owner][msg.sender] && _approvals[tokenId] != msg.sender) {
            revert NotAuthorized(msg.sender, tokenId);
        }
        if (to == address(0)) revert InvalidReceiver(to);
        delete _approvals[tokenId];
        _balances[from] -= 1;
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    /// @dev EIP-721: a contract receiver must answer onERC721Received with its selector (Safes do, through
    ///      their fallback handler).
    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            if (IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data) != IERC721Receiver.onERC721Received.selector) {
                revert InvalidReceiver(to);
            }
        }
    }

    /// @notice Mints the next token id to `to` and returns it.
    function mint(address to) external returns (uint256 tokenId) {
        if (to == address(0)) revert InvalidReceiver(to);
        tokenId = ++totalSupply;
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(address(0), to, tokenId);
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        string memory id = _decimal(tokenId);
        // Golden-angle hue steps keep neighbouring ids visually distinct.
        string memory hue = _decimal((tokenId * 137) % 360);
        string memory svg = string.concat(
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 120'>",
            "<rect width='120' height='120' rx='16' fill='hsl(", hue, ",65%,42%)'/>",
            "<text x='60' y='72' font-family='monospace' font-size='32' text-anchor='middle' fill='white'>#",
            id,
            "</text></svg>"
        );
        string memory json = string.concat(
            '{"name":"', name, " #", id,
            '","description":"Demo collectible minted on the Strongroom devnet.","image":"data:image/svg+xml;base64,',
            _base64(bytes(svg)),
            '","attributes":[{"trait_type":"hue","value":', hue, "}]}"
        );
        return string.concat("data:application/json;base64,", _base64(bytes(json)));
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) digits++;
        bytes memory out = new bytes(digits);
        for (; value != 0; value /= 10) out[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(out);
    }

    /// @dev RFC 4648 base64 with padding.
    function _base64(bytes memory data) private pure returns (string memory) {
        bytes memory alphabet = BASE64_ALPHABET;
        uint256 length = data.length;
        bytes memory out = new bytes(4 * ((length + 2) / 3));
        uint256 j;
        for (uint256 i = 0; i < length; i += 3) {
            uint256 chunk = uint256(uint8(data[i])) << 16;
            if (i + 1 < length) chunk |= uint256(uint8(data[i + 1])) << 8;
            if (i + 2 < length) chunk |= uint256(uint8(data[i + 2]));
            out[j++] = alphabet[(chunk >> 18) & 63];
            out[j++] = alphabet[(chunk >> 12) & 63];
            out[j++] = i + 1 < length ? alphabet[(chunk >> 6) & 63] : bytes1("=");
            out[j++] = i + 2 < length ? alphabet[chunk & 63] : bytes1("=");
        }
        return string(out);
    }
}
