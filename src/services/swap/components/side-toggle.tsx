import type { Side } from '../lib/form.ts';
import { SegmentedChoice } from './segmented-choice.tsx';

const OPTIONS: { value: Side; label: string }[] = [
  { value: 'sell', label: 'Exact sell' },
  { value: 'buy', label: 'Exact buy' },
];

/** Which amount the user fixes: 0x's sellAmount (default) or buyAmount (exact buy). */
export function SideToggle({ side, onChange }: { side: Side; onChange: (side: Side) => void }) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">Exact amount</legend>
      <SegmentedChoice options={OPTIONS} value={side} onChange={onChange} stretch />
    </fieldset>
  );
}
