import { useId, useState } from 'react';
import { inputClass } from '../../../shared/ui/field.tsx';
import { HIGH_SLIPPAGE_BPS, parseSlippage, SLIPPAGE_PRESETS } from '../lib/slippage.ts';
import { SegmentedChoice } from './segmented-choice.tsx';

interface SlippageControlProps {
  /** Percent as the URL has it; empty is Auto. */
  value: string;
  /** Shown once the person pauses or leaves the field. */
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

const CHOICES = [{ value: '', label: 'Auto (1%)' }, ...SLIPPAGE_PRESETS.map((preset) => ({ value: preset, label: `${preset}%` }))];

/** How far the price may move against the trade: Auto (0x's default, 1 %), three presets, or a custom percent. */
export function SlippageControl({ value, error, onChange, onBlur }: SlippageControlProps) {
  const id = useId();
  // A preset shows as an empty Custom field, and typing there replaces it (not "0.5" + "2" = "0.52").
  // Once typed into, the field keeps its text, even "0.5", which equals a preset, until a preset is chosen.
  const [typed, setTyped] = useState(false);
  const isPreset = CHOICES.some((choice) => choice.value === value);
  const parsed = parseSlippage(value);
  const high = parsed.ok && parsed.bps > HIGH_SLIPPAGE_BPS;
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">Slippage tolerance</legend>
      <div className="flex flex-wrap items-center gap-2">
        <SegmentedChoice
          options={CHOICES}
          value={value}
          onChange={(choice) => {
            setTyped(false);
            onChange(choice);
          }}
        />
        <div className="flex items-center gap-1">
          <label htmlFor={`${id}-custom`} className="text-sm">
            Custom
          </label>
          <div className="w-20">
            <input
              id={`${id}-custom`}
              inputMode="decimal"
              autoComplete="off"
              value={isPreset && !typed ? '' : value}
              placeholder="%"
              onChange={(event) => {
                setTyped(true);
                onChange(event.target.value);
              }}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-slippage-note`}
              className={inputClass}
            />
          </div>
          <span aria-hidden="true" className="text-sm">
            %
          </span>
        </div>
      </div>
      <p
        id={`${id}-slippage-note`}
        className={`text-xs ${error ? 'font-medium text-red-700 dark:text-red-400' : high ? 'font-medium text-amber-800 dark:text-amber-300' : 'text-muted'}`}
      >
        {error ?? (high ? 'Above 5%: you may receive much less than the price shown.' : 'Sent to 0x as slippageBps; 0x uses 1% when Auto is chosen.')}
      </p>
    </fieldset>
  );
}
