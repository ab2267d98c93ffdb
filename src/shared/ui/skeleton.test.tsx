import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountryResultsSkeleton } from '../../services/countries/components/country-results.tsx';
import { JobListSkeleton } from '../../services/jobs/components/job-list-skeleton.tsx';
import { Skeleton, SkeletonRows } from './skeleton.tsx';

// Each animated element is a compositor layer of its own: a skeleton of a hundred bars pulsing one
// by one kept the browser rastering a hundred layers while the page waited for its data.
const animated = (container: HTMLElement) => container.querySelectorAll('.animate-pulse');

describe('skeletons pulse as one', () => {
  it.each([
    ['the countries table', <CountryResultsSkeleton />],
    ['the job list', <JobListSkeleton />],
    ['plain rows', <SkeletonRows />],
  ])('%s animates one element, holding all its bars', (_name, skeleton) => {
    const { container } = render(skeleton);
    const bars = container.querySelectorAll('.bg-zinc-200');
    expect(bars.length).toBeGreaterThan(4);
    expect(animated(container)).toHaveLength(1);
    for (const bar of bars) expect(animated(container)[0]!.contains(bar)).toBe(true);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('a bar on its own still pulses', () => {
    const { container } = render(<Skeleton className="h-4 w-10" />);
    expect(animated(container)).toHaveLength(1);
  });
});
