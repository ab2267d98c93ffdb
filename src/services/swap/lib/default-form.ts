import { DEFAULT_CHAIN_ID } from './chains.ts';

/** 0x's stand-in address for a chain's native token (ETH, POL, BNB…). */
export const NATIVE_TOKEN = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

export type Side = 'sell' | 'buy';

/** The form exactly as the URL carries it. */
export interface SwapForm {
  chainId: string;
  sellToken: string;
  buyToken: string;
  amount: string;
  side: Side;
  /** Percent, as typed or chosen; empty is Auto (0x's default). */
  slippage: string;
}

/** The query-string names of the form, in the order the page writes them. */
export const FORM_FIELDS = ['chainId', 'sellToken', 'buyToken', 'amount', 'side', 'slippage'] as const;

/**
 * What a name the URL leaves out means: a first visit opens a ready quote, 1 ETH for USDC on
 * Ethereum with Auto slippage. The pin spelling drops these, so the page reads them back the same.
 */
export const DEFAULT_FORM: Readonly<SwapForm> = {
  chainId: String(DEFAULT_CHAIN_ID),
  sellToken: NATIVE_TOKEN,
  buyToken: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  amount: '1',
  side: 'sell',
  slippage: '',
};
