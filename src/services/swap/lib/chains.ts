export interface Chain {
  id: number;
  name: string;
  nativeSymbol: string;
  nativeName: string;
}

/** The 0x Swap API v2 chains this page offers. Native tokens have 18 decimals. */
export const CHAINS: Chain[] = [
  { id: 1, name: 'Ethereum', nativeSymbol: 'ETH', nativeName: 'Ether' },
  { id: 8453, name: 'Base', nativeSymbol: 'ETH', nativeName: 'Ether' },
  { id: 42161, name: 'Arbitrum', nativeSymbol: 'ETH', nativeName: 'Ether' },
  { id: 10, name: 'Optimism', nativeSymbol: 'ETH', nativeName: 'Ether' },
  { id: 137, name: 'Polygon', nativeSymbol: 'POL', nativeName: 'Polygon Ecosystem Token' },
  { id: 56, name: 'BNB Chain', nativeSymbol: 'BNB', nativeName: 'BNB' },
  { id: 43114, name: 'Avalanche', nativeSymbol: 'AVAX', nativeName: 'Avalanche' },
];

export const DEFAULT_CHAIN_ID = 1;

export const chainById = (id: number) => CHAINS.find((chain) => chain.id === id);
