export type ProgressState = 'waiting' | 'running' | 'done';

const word = (state: ProgressState, percent: number) => (state === 'waiting' ? 'Waiting' : state === 'done' ? 'Done' : `${percent}%`);

/**
 * The app's progress bar (styled by `.progress` in index.css): the accent on a track it contrasts
 * with, and its state in words under it, so waiting (a striped, empty track) never reads as done
 * (a full bar).
 */
export function Progress({ label, state, value, detail }: { label: string; state: ProgressState; value: number; detail?: string }) {
  const percent = state === 'done' ? 100 : state === 'waiting' ? 0 : Math.min(100, Math.max(0, Math.round(value)));
  const text = word(state, percent);
  return (
    <div className="space-y-1">
      <progress className="progress" data-state={state} max={100} value={percent} aria-label={label} aria-valuetext={state === 'running' ? undefined : text} />
      <p className="text-xs tabular-nums text-soft">{detail ? `${detail} · ${text}` : text}</p>
    </div>
  );
}
