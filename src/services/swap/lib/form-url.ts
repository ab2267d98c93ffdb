import { defineUrlParams, one, type Entry } from '../../../shared/lib/url-state/url-fields.ts';
import { DEFAULT_FORM, type Side, type SwapForm } from './default-form.ts';
import { SLIPPAGE_PRESETS } from './slippage.ts';

/**
 * A form field as the URL carries it: written even when it holds the default, so a link spells
 * out the whole quote; an empty value (`amount=`) stays empty.
 */
const formField = (name: 'chainId' | 'sellToken' | 'buyToken' | 'amount', entry: Entry) =>
  one(name, { default: DEFAULT_FORM[name], entry, emptyMeans: '', parse: (raw) => raw, isDefault: () => false });

/**
 * `/swap?chainId=&sellToken=&buyToken=&amount=&side=&slippage=`: the token boxes and the amount are
 * typed; the chain and the side are choices; slippage is a choice for Auto and the presets and
 * typed for any other value (the custom box). Auto leaves `slippage` out.
 */
export const swapUrl = defineUrlParams({
  chainId: formField('chainId', 'chosen'),
  sellToken: formField('sellToken', 'typed'),
  buyToken: formField('buyToken', 'typed'),
  amount: formField('amount', 'typed'),
  side: one<Side>('side', { default: DEFAULT_FORM.side, entry: 'chosen', parse: (raw) => (raw === 'buy' ? 'buy' : 'sell'), isDefault: () => false }),
  slippage: one('slippage', {
    default: DEFAULT_FORM.slippage,
    entry: (slippage) => ((['', ...SLIPPAGE_PRESETS] as string[]).includes(slippage) ? 'chosen' : 'typed'),
    emptyMeans: '',
    parse: (raw) => raw,
  }),
});

/** The form a query string names: each absent name is its default (an empty value stays empty). */
export const formFromSearch = (params: URLSearchParams): SwapForm => swapUrl.read(params);
