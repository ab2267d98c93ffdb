import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { swap as swapService } from './service.ts';
import { Card } from '../../shared/ui/card.tsx';
import { ErrorPanel } from '../../shared/ui/error-panel.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { tokenListQuery } from './api/token-list-query.ts';
import { QuoteSection } from './components/quote-section.tsx';
import { SwapForm } from './components/swap-form.tsx';
import { useOfferedChains } from './hooks/use-offered-chains.ts';
import { usePriceQuote } from './hooks/use-price-quote.ts';
import { useRememberPricedPair } from './hooks/use-remember-priced-pair.ts';
import { useSettledErrors } from './hooks/use-settled-errors.ts';
import { useSwapForm } from './hooks/use-swap-form.ts';
import { switchSide } from './lib/side-switch.ts';
import { useUsdRates } from './hooks/use-usd-rates.ts';
import { NATIVE_TOKEN } from './lib/address.ts';
import { resolveToken, validateForm, type FormErrors, type SwapForm as Form } from './lib/form.ts';
import { recentOn, recentTokens } from './lib/recent-tokens.ts';
import { nativeToken, type Token } from './lib/tokens.ts';
import { isUpstreamError } from '../../shared/http/errors.ts';
import { fieldForDetail } from './components/swap-advice.tsx';
import { describePair } from './lib/pair-pin.ts';
import { useTokenList } from './hooks/use-token-list.ts';

const NO_TOKENS: Token[] = [];

export default function SwapRoute() {
  const service = swapService;
  const { form, update } = useSwapForm();
  const [decimals, setDecimals] = useState({ sell: '', buy: '' });
  const tokenList = useTokenList();
  const queryClient = useQueryClient();
  const offered = useOfferedChains();
  const chainId = Number(form.chainId);
  const chainTokens = tokenList.data?.get(chainId) ?? NO_TOKENS;
  const validation = validateForm(form, tokenList.data ? chainTokens : undefined, decimals, offered.chains);
  const quote = usePriceQuote(validation.params, JSON.stringify([form, decimals]));
  const native = nativeToken(chainId);
  const priced = quote.settled && quote.query.data?.liquidityAvailable === true && !quote.query.isPlaceholderData;
  useRememberPricedPair(priced, validation.sell, validation.buy, form);
  // Dollar rates are asked alongside the quote, once the input has settled.
  const usd = useUsdRates([validation.sell, validation.buy, native], quote.settled);
  const recentEntries = recentTokens.useList();
  const recent = useMemo(() => recentOn(recentEntries, chainId, chainTokens), [recentEntries, chainId, chainTokens]);
  const { shown, onFieldBlur } = useSettledErrors({ ...form, sellDecimals: decimals.sell, buyDecimals: decimals.buy }, validation.errors);
  const errors = { ...serverFieldErrors(quote.query.data === undefined ? quote.query.error : null), ...shown };
  const needsDecimals = {
    sell: resolveNeedsDecimals(form.sellToken, chainTokens, form.chainId),
    buy: resolveNeedsDecimals(form.buyToken, chainTokens, form.chainId),
  };

  const changeChain = (next: string) => {
    const usdc = tokenList.data?.get(Number(next))?.find((token) => token.symbol === 'USDC');
    update({ chainId: next, sellToken: NATIVE_TOKEN, buyToken: usdc?.address ?? '' });
  };
  const [sideNote, setSideNote] = useState('');
  const change = (patch: Partial<Form>) => {
    if (patch.sellToken !== undefined && patch.buyToken !== undefined) setDecimals((current) => ({ sell: current.buy, buy: current.sell }));
    const sideOnly = patch.side !== undefined && patch.side !== form.side && patch.sellToken === undefined;
    if (sideOnly) {
      const switched = switchSide(patch.side!, validation.sell, validation.buy, priced && quote.query.data?.liquidityAvailable ? quote.query.data : undefined);
      setSideNote(switched.note);
      update(switched.amount === undefined ? patch : { ...patch, amount: switched.amount });
      return;
    }
    setSideNote('');
    update(patch);
  };
  const remember = (token: Token) => {
    if (token.custom) return;
    recentTokens.write([{ chainId: token.chainId, address: token.address }, ...recentTokens.get()]);
  };

  return (
    <>
      <PageHeader
        title={service.title}
        provider={service.provider}
        // A pin made before the token list has loaded waits for it: the tile needs the tokens' symbols and decimals.
        describePin={async (match) => describePair(match.search, await queryClient.ensureQueryData(tokenListQuery()), decimals)}
      />
      <p className="mb-4 max-w-prose">
        Indicative prices from the 0x Swap API (v2, AllowanceHolder), with dollar values from Coinbase's public exchange rates. Nothing is signed or sent
        on-chain: a price shows what a swap would give right now.
      </p>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <Card title="Quote request">
          {tokenList.isError ? (
            <ErrorPanel
              error={tokenList.error}
              onRetry={() => void tokenList.refetch()}
              retrying={tokenList.isFetching}
              advice="The token list is part of this app; reloading the page usually fixes this."
            />
          ) : (
            <SwapForm
              form={form}
              tokens={tokenList.data ? chainTokens : undefined}
              chains={offered.chains}
              chainSource={offered.source}
              recent={recent}
              sell={validation.sell}
              buy={validation.buy}
              errors={errors}
              decimals={decimals}
              needsDecimals={needsDecimals}
              onChange={change}
              onChainChange={changeChain}
              onDecimalsChange={(side, value) => setDecimals((current) => ({ ...current, [side]: value }))}
              onPick={remember}
              onFieldBlur={onFieldBlur}
              sideNote={sideNote}
            />
          )}
        </Card>
        <QuoteSection form={form} validation={validation} ready={Boolean(tokenList.data)} quote={quote} native={native} usd={usd} />
      </div>
      <div className="mt-6">
        <RequestInspector services={['swap', 'market']} />
      </div>
    </>
  );
}

function resolveNeedsDecimals(text: string, tokens: Parameters<typeof resolveToken>[1], chainId: string): boolean {
  const resolved = resolveToken(text, tokens, Number(chainId), '');
  return !resolved.ok && Boolean(resolved.needsDecimals);
}

/** 0x INPUT_INVALID names the rejected parameters; show each at its field. */
function serverFieldErrors(error: unknown): FormErrors {
  const errors: FormErrors = {};
  if (!isUpstreamError(error)) return errors;
  for (const detail of error.details) {
    const field = fieldForDetail(detail.field);
    if (field) errors[field] = `0x: ${detail.message}`;
  }
  return errors;
}
