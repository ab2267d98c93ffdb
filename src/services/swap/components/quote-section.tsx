import { Card } from '../../../shared/ui/card.tsx';
import { LiveStatus } from '../../../shared/ui/live-status.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import type { usePriceQuote } from '../hooks/use-price-quote.ts';
import { chainById } from '../lib/chains.ts';
import type { SwapForm, Validation } from '../lib/form.ts';
import { QuotePanel } from './quote-panel.tsx';
import { SwapAdvice } from './swap-advice.tsx';
import { QuotePanelSkeleton } from './swap-skeletons.tsx';

interface QuoteSectionProps {
  form: SwapForm;
  validation: Validation;
  ready: boolean;
  quote: ReturnType<typeof usePriceQuote>;
}

export function QuoteSection({ form, validation, ready, quote }: QuoteSectionProps) {
  const { query, intervalMs, pausedReason, waiting } = quote;
  const { sell, buy, params } = validation;
  const nativeSymbol = chainById(Number(form.chainId))?.nativeSymbol ?? 'native';
  return (
    <Card
      title="Price"
      actions={
        <LiveStatus
          updatedAt={query.dataUpdatedAt || undefined}
          intervalMs={intervalMs}
          pausedReason={pausedReason}
          isFetching={query.isFetching}
          // An idle (invalid or still-typing) form has nothing to refresh.
          onRefresh={() => void (params && !waiting && query.refetch())}
        />
      }
    >
      <div aria-live="polite" aria-busy={query.isFetching || waiting}>
        {!ready ? (
          <QuotePanelSkeleton label="Loading the token list…" />
        ) : !params || !sell || !buy ? (
          <p className="text-sm">Complete the form to see a price: the fields that need attention are marked.</p>
        ) : waiting ? (
          <QuotePanelSkeleton label="Waiting for input" message="Waiting for you to finish typing…" />
        ) : (
          <QueryView query={query} advice={<SwapAdvice error={query.error} />} skeleton={<QuotePanelSkeleton label="Fetching a price…" />}>
            {(price) => <QuotePanel price={price} sell={sell} buy={buy} side={form.side} nativeSymbol={nativeSymbol} />}
          </QueryView>
        )}
      </div>
    </Card>
  );
}
