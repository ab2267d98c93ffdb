import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { swap as swapService } from './service.ts';
import { Card } from '../../shared/ui/card.tsx';
import { ErrorPanel } from '../../shared/ui/error-panel.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { tokenListQuery } from './api/token-list-query.ts';
import { QuoteSection } from './components/quote-section.tsx';
import { SwapForm } from './components/swap-form.tsx';
import { SwapFormSkeleton } from './components/swap-skeletons.tsx';
import { usePriceQuote } from './hooks/use-price-quote.ts';
import { useSwapForm } from './hooks/use-swap-form.ts';
import { NATIVE_TOKEN } from './lib/address.ts';
import { resolveToken, validateForm, type FormErrors, type SwapForm as Form } from './lib/form.ts';
import { isUpstreamError } from '../../shared/http/errors.ts';
import { fieldForDetail } from './components/swap-advice.tsx';

export default function SwapRoute() {
  const service = swapService;
  const { form, update } = useSwapForm();
  const [decimals, setDecimals] = useState({ sell: '', buy: '' });
  const tokenList = useQuery(tokenListQuery());
  const chainTokens = tokenList.data?.get(Number(form.chainId)) ?? [];
  const validation = validateForm(form, tokenList.data ? chainTokens : undefined, decimals);
  const quote = usePriceQuote(validation.params, JSON.stringify([form, decimals]));
  const errors = { ...serverFieldErrors(quote.query.data === undefined ? quote.query.error : null), ...validation.errors };
  const needsDecimals = {
    sell: resolveNeedsDecimals(form.sellToken, chainTokens, form.chainId),
    buy: resolveNeedsDecimals(form.buyToken, chainTokens, form.chainId),
  };

  const changeChain = (chainId: string) => {
    const usdc = tokenList.data?.get(Number(chainId))?.find((token) => token.symbol === 'USDC');
    update({ chainId, sellToken: NATIVE_TOKEN, buyToken: usdc?.address ?? '' });
  };
  const change = (patch: Partial<Form>) => {
    if (patch.sellToken !== undefined && patch.buyToken !== undefined) setDecimals((current) => ({ sell: current.buy, buy: current.sell }));
    update(patch);
  };

  return (
    <>
      <PageHeader title={service.title} provider={service.provider} />
      <p className="mb-4 max-w-prose">
        Indicative prices from the 0x Swap API (v2, AllowanceHolder). Nothing is signed or sent on-chain: a price shows what a swap would give right now.
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
          ) : !tokenList.data ? (
            <SwapFormSkeleton />
          ) : (
            <SwapForm
              form={form}
              tokens={chainTokens}
              sell={validation.sell}
              buy={validation.buy}
              errors={errors}
              decimals={decimals}
              needsDecimals={needsDecimals}
              onChange={change}
              onChainChange={changeChain}
              onDecimalsChange={(side, value) => setDecimals((current) => ({ ...current, [side]: value }))}
            />
          )}
        </Card>
        <QuoteSection form={form} validation={validation} ready={Boolean(tokenList.data)} quote={quote} />
      </div>
      <div className="mt-6">
        <RequestInspector services={['swap']} />
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
