import { decimalPointWords } from '../../../shared/lib/amount.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass, TextField } from '../../../shared/ui/field.tsx';
import type { Chain } from '../lib/chains.ts';
import type { FormErrors, FormField, Side, SwapForm as Form } from '../lib/form.ts';
import type { Token } from '../lib/tokens.ts';
import { SideToggle } from './side-toggle.tsx';
import { SlippageControl } from './slippage-control.tsx';
import { SwapFieldsSkeleton } from './swap-skeletons.tsx';
import { TokenCombobox } from './token-combobox.tsx';

interface SwapFormProps {
  form: Form;
  /** The chain's tokens from the bundled list; undefined while the list loads (the chain field shows already). */
  tokens: Token[] | undefined;
  /** The chains offered, and where that list comes from. */
  chains: readonly Chain[];
  chainSource: string;
  recent: readonly Token[];
  sell?: Token;
  buy?: Token;
  errors: FormErrors;
  decimals: { sell: string; buy: string };
  needsDecimals: { sell: boolean; buy: boolean };
  onChange: (patch: Partial<Form>) => void;
  onChainChange: (chainId: string) => void;
  onDecimalsChange: (side: 'sell' | 'buy', value: string) => void;
  onPick: (token: Token) => void;
  /** Leaving a typed field shows its error at once. */
  /** What the last choice of side did to the amount, said in a polite live region. */
  sideNote: string;
  onFieldBlur: (field: FormField) => void;
}

/** The quote request: the chain as soon as the page shows, the tokens, side, amount and slippage once the token list has loaded. */
export function SwapForm(props: SwapFormProps) {
  const { form, tokens, chains, chainSource, errors, onChainChange } = props;
  return (
    <form className="space-y-4" onSubmit={(event) => event.preventDefault()} aria-label="Swap quote">
      <div className="space-y-1">
        <label htmlFor="swap-chain" className="block text-sm font-medium">
          Chain
        </label>
        <select
          id="swap-chain"
          className={inputClass}
          value={form.chainId}
          onChange={(event) => onChainChange(event.target.value)}
          aria-invalid={errors.chainId ? true : undefined}
          aria-describedby="swap-chain-source"
        >
          {!chains.some((chain) => String(chain.id) === form.chainId) && <option value={form.chainId}>Unsupported chain {form.chainId}</option>}
          {chains.map((chain) => (
            <option key={chain.id} value={chain.id}>
              {chain.name} ({chain.id})
            </option>
          ))}
        </select>
        <p id="swap-chain-source" className="text-xs text-muted">
          {chainSource}
        </p>
        {errors.chainId && <p className="text-xs font-medium text-red-700 dark:text-red-400">{errors.chainId}</p>}
      </div>
      {tokens ? <TradeFields {...props} tokens={tokens} /> : <SwapFieldsSkeleton />}
    </form>
  );
}

function TradeFields(props: SwapFormProps & { tokens: Token[] }) {
  const { form, tokens, recent, sell, buy, errors, decimals, needsDecimals, onChange, onDecimalsChange, onPick, onFieldBlur, sideNote } = props;
  const amountToken = form.side === 'sell' ? sell : buy;
  // The amount stays with its token, as Uniswap does: "buy 5,000 USDC" becomes "sell 5,000 USDC".
  const flip = () => onChange({ sellToken: form.buyToken, buyToken: form.sellToken, side: form.side === 'sell' ? 'buy' : 'sell' });
  return (
    <>
      <div className="grid items-start gap-3 sm:grid-cols-[1fr_auto_1fr]">
        <div className="min-w-0 space-y-2">
          <TokenCombobox
            label="Sell token"
            value={form.sellToken}
            tokens={tokens}
            token={sell}
            recent={recent}
            error={errors.sellToken}
            onChange={(sellToken) => onChange({ sellToken })}
            onPick={onPick}
          />
          {needsDecimals.sell && (
            <TextField
              label="Sell token decimals"
              inputMode="numeric"
              value={decimals.sell}
              error={errors.sellDecimals}
              hint="Not in the token list: check the token contract"
              onChange={(event) => onDecimalsChange('sell', event.target.value)}
              onBlur={() => onFieldBlur('sellDecimals')}
            />
          )}
        </div>
        <Button onClick={flip} className="sm:mt-6" aria-label="Switch sell and buy tokens">
          <span aria-hidden="true">⇄</span> Switch
        </Button>
        <div className="min-w-0 space-y-2">
          <TokenCombobox
            label="Buy token"
            value={form.buyToken}
            tokens={tokens}
            token={buy}
            recent={recent}
            error={errors.buyToken}
            onChange={(buyToken) => onChange({ buyToken })}
            onPick={onPick}
            align="end"
          />
          {needsDecimals.buy && (
            <TextField
              label="Buy token decimals"
              inputMode="numeric"
              value={decimals.buy}
              error={errors.buyDecimals}
              hint="Not in the token list: check the token contract"
              onChange={(event) => onDecimalsChange('buy', event.target.value)}
              onBlur={() => onFieldBlur('buyDecimals')}
            />
          )}
        </div>
      </div>
      <div className="grid items-start gap-3 sm:grid-cols-[auto_1fr]">
        <SideToggle side={form.side} onChange={(side: Side) => onChange({ side })} />
        <TextField
          label={`Amount to ${form.side}${amountToken ? ` (${amountToken.symbol})` : ''}`}
          inputMode="decimal"
          autoComplete="off"
          value={form.amount}
          error={errors.amount}
          hint={amountToken ? `Up to ${amountToken.decimals} decimals, ${decimalPointWords()}` : 'Choose the token first'}
          onChange={(event) => onChange({ amount: event.target.value })}
          onBlur={() => onFieldBlur('amount')}
        />
        <p aria-live="polite" className="text-sm text-zinc-700 sm:col-span-2 dark:text-zinc-300">
          {sideNote}
        </p>
      </div>
      <SlippageControl value={form.slippage} error={errors.slippage} onChange={(slippage) => onChange({ slippage })} onBlur={() => onFieldBlur('slippage')} />
    </>
  );
}
