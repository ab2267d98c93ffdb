import { defineUrlParams, text } from '../shared/lib/url-state/url-fields.ts';
/**
 * The typing robot's plan, shared by the unit robot (src/shared/lib/url-state) and the e2e one
 * (e2e/typing-robot.spec.ts): which field to type into next, how to get there (Tab or pointer),
 * what to type and how long each key takes. Seeded, so a failing run can be replayed.
 */

export interface RobotField {
  /** The field's accessible name. */
  label: string;
  /** Texts the robot may type here; the page decides which are valid. */
  texts: readonly string[];
}

export interface TypingStep {
  label: string;
  move: 'tab' | 'pointer';
  text: string;
  /** The pause after each key, in ms. */
  keyDelaysMs: number[];
}

export const KEY_DELAY_MS = { min: 30, max: 250 } as const;

/** mulberry32: a small, good-enough generator whose whole state is one 32-bit number. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The seed from `ROBOT_SEED` (to replay a run), else a new one. */
export function robotSeed(fromEnvironment: string | undefined): number {
  const given = Number(fromEnvironment);
  return fromEnvironment && Number.isInteger(given) ? given >>> 0 : Math.floor(Math.random() * 4_294_967_296);
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Every field once, in a random order, each reached by Tab or by pointer, at 30-250 ms a key. */
export function planTyping(fields: readonly RobotField[], random: () => number): TypingStep[] {
  const order = [...fields];
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order.map((field) => {
    const text = pick(random, field.texts);
    return {
      label: field.label,
      move: random() < 0.5 ? 'tab' : 'pointer',
      text,
      keyDelaysMs: [...text].map(() => Math.round(KEY_DELAY_MS.min + random() * (KEY_DELAY_MS.max - KEY_DELAY_MS.min))),
    };
  });
}

/** One line that replays the run. */
export const describePlan = (seed: number, steps: readonly TypingStep[]) =>
  `typing robot seed ${seed} (replay with ROBOT_SEED=${seed}): ${steps.map((step) => `${step.move} to "${step.label}", "${step.text}"`).join('; ')}`;

/** The robot's form: its boxes' parameters are typed, the State choice is chosen, as on the pages. */
export const robotFormUrl = defineUrlParams({
  name: text('name', 'typed'),
  zip: text('zip', 'typed'),
  loc: text('loc', 'typed'),
  currency: text('currency', 'typed'),
  admit: text('admit', 'typed'),
  state: text('state', 'chosen'),
});
