import { act, render, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now.ts';

function Clock({ name, intervalMs = 1000 }: { name: string; intervalMs?: number }) {
  const now = useNow(intervalMs);
  return <p data-testid={name}>{now}</p>;
}

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('moves every clock of one interval in one commit, on one timer', () => {
    const commits: string[] = [];
    render(
      <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
        <Clock name="a" />
        <Clock name="b" />
        <Clock name="c" />
      </Profiler>,
    );
    expect(vi.getTimerCount()).toBe(1);
    commits.length = 0;
    void act(() => vi.advanceTimersByTime(1000));
    expect(commits).toEqual(['update']);
    for (const name of ['a', 'b', 'c']) expect(screen.getByTestId(name).textContent).toBe('1001000');
  });

  it('keeps a timer per interval, and stops it when its last clock goes', () => {
    function Page() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button onClick={() => setShown(false)}>hide</button>
          {shown && <Clock name="fast" />}
          <Clock name="slow" intervalMs={30_000} />
        </>
      );
    }
    render(<Page />);
    expect(vi.getTimerCount()).toBe(2);
    act(() => screen.getByRole('button').click());
    expect(vi.getTimerCount()).toBe(1);
    void act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByTestId('slow').textContent).toBe('1030000');
  });
});
