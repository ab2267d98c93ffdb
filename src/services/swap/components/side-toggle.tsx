import type { Side } from '../lib/form.ts';

const OPTIONS: { side: Side; label: string }[] = [
  { side: 'sell', label: 'Exact sell' },
  { side: 'buy', label: 'Exact buy' },
];

/** Which amount the user fixes: 0x's sellAmount (default) or buyAmount (exact buy). */
export function SideToggle({ side, onChange }: { side: Side; onChange: (side: Side) => void }) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">Exact amount</legend>
      {/* No overflow clipping here: the focus ring (index.css) is drawn around the label, outside it. */}
      <div className="flex rounded-md border border-zinc-300 dark:border-zinc-600">
        {OPTIONS.map((option) => (
          <label
            key={option.side}
            className="flex-1 cursor-pointer px-3 py-1.5 text-center text-sm whitespace-nowrap first:rounded-l-[5px] last:rounded-r-[5px] has-checked:bg-accent has-checked:text-white dark:has-checked:text-zinc-950"
          >
            <input
              type="radio"
              name="swap-side"
              value={option.side}
              checked={side === option.side}
              onChange={() => onChange(option.side)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
