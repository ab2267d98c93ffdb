import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { describePlan, planTyping, robotFormUrl, robotSeed, seededRandom } from '../../../testing/typing-robot.ts';
import { UrlStateScope } from './url-state.tsx';
import { usePageParams } from './use-page-params.ts';
import { useUrlDraft } from './use-url-draft.ts';

interface Field {
  param: Param;
  label: string;
  delayMs: number;
  valid: (text: string) => boolean;
  texts: string[];
}

const any = () => true;
/** The pages' kinds of field: debounced searches, a validated code sent at once, validated debounced numbers. */
const FIELDS: Field[] = [
  { param: 'name', label: 'School name', delayMs: 600, valid: any, texts: ['texas', 'ohio state', 'san josé'] },
  { param: 'zip', label: 'ZIP code', delayMs: 700, valid: (text) => text === '' || /^\d{5}$/.test(text), texts: ['48824', '97201', '4882', '48a24'] },
  { param: 'loc', label: 'Location', delayMs: 300, valid: any, texts: ['Köln', 'Berlin', 'São Paulo'] },
  { param: 'currency', label: 'Currency', delayMs: 0, valid: (text) => text === '' || /^[A-Za-z]{3}$/.test(text), texts: ['EUR', 'eu', 'usd'] },
  { param: 'admit', label: 'Admission rate', delayMs: 700, valid: (text) => /^\d{0,3}$/.test(text) && Number(text) <= 100, texts: ['20', '60', '250'] },
];

type Param = keyof typeof robotFormUrl.fields;

function RobotInput({ field }: { field: Field }) {
  const { values, set } = usePageParams(robotFormUrl);
  const [draft, setDraft] = useUrlDraft(values[field.param], (value) => set({ [field.param]: value }), {
    params: [field.param],
    delayMs: field.delayMs,
    isValid: field.valid,
  });
  return (
    <label>
      {field.label}
      <input value={draft} aria-invalid={field.valid(draft) ? undefined : true} onChange={(event) => setDraft(event.target.value)} />
    </label>
  );
}

function UrlProbe() {
  return <output data-testid="url">{useLocation().search}</output>;
}

function Page() {
  const { set } = usePageParams(robotFormUrl);
  return (
    <form>
      {FIELDS.map((field, index) => (
        <div key={field.param}>
          <RobotInput field={field} />
          {/* A choice between the boxes, as the pages have them: Tab passes through it. */}
          {index === 1 && (
            <select aria-label="State" onChange={(event) => set({ state: event.target.value })}>
              <option value="">All</option>
              <option value="TX">Texas</option>
            </select>
          )}
        </div>
      ))}
    </form>
  );
}

beforeEach(() => {
  // user-event yields to the event loop between actions: real time still runs underneath.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

// Several runs a test run; each prints its seed, and ROBOT_SEED replays one.
const seeds = process.env.ROBOT_SEED ? [robotSeed(process.env.ROBOT_SEED)] : Array.from({ length: 5 }, () => robotSeed(undefined));

it.each(seeds)('typing robot (seed %i): every field shows what was typed; valid text reaches the URL, invalid text stays flagged', async (seed) => {
  const steps = planTyping(FIELDS, seededRandom(seed));
  console.info(describePlan(seed, steps));
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms), delay: null });
  render(
    <MemoryRouter initialEntries={['/robot']}>
      <UrlStateScope>
        <UrlProbe />
        <Page />
      </UrlStateScope>
    </MemoryRouter>,
  );
  for (const step of steps) {
    const input = screen.getByRole('textbox', { name: step.label });
    if (step.move === 'pointer') await user.click(input);
    else for (let presses = 0; document.activeElement !== input && presses < 20; presses += 1) await user.tab();
    expect(document.activeElement).toBe(input);
    for (const [index, key] of [...step.text].entries()) {
      await user.keyboard(key);
      act(() => void vi.advanceTimersByTime(step.keyDelaysMs[index] ?? 0));
    }
  }
  act(() => void vi.advanceTimersByTime(2000));
  // A draft's write that real time fired between two steps navigates outside act: its render is
  // still scheduled. Typing has stopped; the page settles before it is read.
  await act(async () => {});

  const url = new URLSearchParams(screen.getByTestId('url').textContent ?? '');
  for (const step of steps) {
    const field = FIELDS.find((candidate) => candidate.label === step.label)!;
    const input = screen.getByRole('textbox', { name: step.label });
    expect(input, `${step.label} (seed ${seed})`).toHaveValue(step.text);
    if (field.valid(step.text)) {
      expect(url.get(field.param), `${field.param} in the URL (seed ${seed})`).toBe(step.text);
      expect(input).not.toHaveAttribute('aria-invalid');
    } else {
      expect(url.has(field.param), `${field.param} not sent (seed ${seed})`).toBe(false);
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
  }
});
