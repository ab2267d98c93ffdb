import { render } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectPulsesAsOne } from '../../../testing/skeleton-expectations.ts';
import { JobListSkeleton } from './job-list-skeleton.tsx';

describe('the job list skeleton', () => {
  it('animates one element, holding all its bars', () => {
    expectPulsesAsOne(render(<JobListSkeleton />).container);
  });
});
