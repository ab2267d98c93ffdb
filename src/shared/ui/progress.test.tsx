import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Progress } from './progress.tsx';

const bar = () => screen.getByRole('progressbar', { name: 'Upload progress of a.txt' });

describe('Progress', () => {
  it('shows waiting as an empty striped track with the word "Waiting", never as a filled bar', () => {
    render(<Progress label="Upload progress of a.txt" state="waiting" value={0} detail="0 B of 11 B" />);
    expect(bar()).toHaveAttribute('data-state', 'waiting');
    expect(bar()).toHaveAttribute('value', '0');
    expect(bar()).toHaveAttribute('aria-valuetext', 'Waiting');
    expect(bar()).toHaveClass('progress');
    expect(screen.getByText('0 B of 11 B · Waiting')).toBeInTheDocument();
  });

  it('shows the percentage while running and a full bar with "Done" when done', () => {
    const { rerender } = render(<Progress label="Upload progress of a.txt" state="running" value={45.4} detail="5 B of 11 B" />);
    expect(bar()).toHaveAttribute('data-state', 'running');
    expect(bar()).toHaveAttribute('value', '45');
    expect(bar()).not.toHaveAttribute('aria-valuetext');
    expect(screen.getByText('5 B of 11 B · 45%')).toBeInTheDocument();

    rerender(<Progress label="Upload progress of a.txt" state="done" value={45} detail="11 B of 11 B" />);
    expect(bar()).toHaveAttribute('data-state', 'done');
    expect(bar()).toHaveAttribute('value', '100');
    expect(bar()).toHaveAttribute('aria-valuetext', 'Done');
    expect(screen.getByText('11 B of 11 B · Done')).toBeInTheDocument();
  });
});
