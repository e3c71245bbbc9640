import { parseAbi } from 'viem'

/**
 * ABI of contracts/DemoNft.sol (EIP-721 + metadata, open `mint`, on-chain JSON `tokenURI`).
 * compileDemoContracts.test.ts checks it against solc's.
 */
export const demoNftAbi = parseAbi([
  'constructor(string name_, string symbol_)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function totalSupply() view returns (uint256)',
  'function supportsInterface(bytes4 interfaceId) pure returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address owner)',
  'function getApproved(uint256 tokenId) view returns (address)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function approve(address approved, uint256 tokenId)',
  'function setApprovalForAll(address operator, bool approved)',
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function mint(address to) returns (uint256 tokenId)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
  'error NonexistentToken(uint256 tokenId)',
  'error NotAuthorized(address caller, uint256 tokenId)',
  'error WrongOwner(address claimed, uint256 tokenId)',
  'error InvalidReceiver(address receiver)',
  'error InvalidOwner(address owner)',
  'error UnsafeName(string name)',
])
