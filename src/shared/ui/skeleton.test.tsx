import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonRows } from './skeleton.tsx';
import { expectPulsesAsOne } from '../../testing/skeleton-expectations.ts';

describe('skeletons pulse as one', () => {
  it('plain rows animate one element, holding all their bars', () => {
    const { container } = render(<SkeletonRows />);
    expectPulsesAsOne(container);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('a bar on its own still pulses', () => {
    const { container } = render(<Skeleton className="h-4 w-10" />);
    expect(container.querySelectorAll('.animate-pulse')).toHaveLength(1);
  });
});
