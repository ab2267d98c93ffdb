import { useState } from 'react';
import { Card } from '../../../shared/ui/card.tsx';
import { LiveStatus } from '../../../shared/ui/live-status.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import type { usePriceQuote } from '../hooks/use-price-quote.ts';
import type { UsdRates } from '../hooks/use-usd-rates.ts';
import type { SwapForm, Validation } from '../lib/form.ts';
import { AUTO_SLIPPAGE_BPS } from '../lib/slippage.ts';
import type { Token } from '../lib/tokens.ts';
import { QuotePanel } from './quote-panel.tsx';
import { SwapAdvice } from './swap-advice.tsx';
import { QuotePanelSkeleton } from './swap-skeletons.tsx';
import { UsdNotice } from './usd-notice.tsx';

interface QuoteSectionProps {
  form: SwapForm;
  validation: Validation;
  ready: boolean;
  quote: ReturnType<typeof usePriceQuote>;
  native: Token | undefined;
  usd: UsdRates;
}

export function QuoteSection({ form, validation, ready, quote, native, usd }: QuoteSectionProps) {
  const { query, intervalMs, pausedReason, waiting } = quote;
  const { sell, buy, params } = validation;
  // Once a quote has been shown, an edit keeps its age on screen until the next answer.
  const [lastAnswerAt, setLastAnswerAt] = useState<number | undefined>(undefined);
  if (query.dataUpdatedAt && query.dataUpdatedAt !== lastAnswerAt) setLastAnswerAt(query.dataUpdatedAt);
  const refreshDisabledReason = !params ? 'the form has errors' : waiting ? 'waiting for you to finish typing' : undefined;
  return (
    <Card
      title="Price"
      actions={
        <LiveStatus
          // No price is shown while the form has errors, so no age is either.
          updatedAt={params ? query.dataUpdatedAt || lastAnswerAt : undefined}
          intervalMs={intervalMs}
          pausedReason={pausedReason}
          isFetching={query.isFetching}
          refreshDisabledReason={refreshDisabledReason}
          onRefresh={() => void query.refetch()}
        />
      }
    >
      <div aria-live="polite" aria-busy={query.isFetching || waiting}>
        {!ready ? (
          <QuotePanelSkeleton label="Loading the token list…" />
        ) : !params || !sell || !buy || !native ? (
          <p className="text-sm">Complete the form to see a price: the fields that need attention are marked.</p>
        ) : waiting ? (
          <QuotePanelSkeleton label="Waiting for input" message="Waiting for you to finish typing…" />
        ) : (
          <QueryView query={query} advice={<SwapAdvice error={query.error} />} skeleton={<QuotePanelSkeleton label="Fetching a price…" />}>
            {(price) => (
              <QuotePanel
                price={price}
                sell={sell}
                buy={buy}
                native={native}
                side={form.side}
                requestedAmount={params.sellAmount ?? params.buyAmount ?? '0'}
                slippageBps={params.slippageBps ?? AUTO_SLIPPAGE_BPS}
                rateOf={usd.rateOf}
              />
            )}
          </QueryView>
        )}
      </div>
      <div className="mt-3">
        <UsdNotice error={usd.error} />
      </div>
    </Card>
  );
}
