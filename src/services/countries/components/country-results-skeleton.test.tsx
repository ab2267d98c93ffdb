import { render } from '@testing-library/react';
import { describe, it } from 'vitest';
import { expectPulsesAsOne } from '../../../testing/skeleton-expectations.ts';
import { CountryResultsSkeleton } from './country-results.tsx';

describe('the countries table skeleton', () => {
  it('animates one element, holding all its bars', () => {
    expectPulsesAsOne(render(<CountryResultsSkeleton />).container);
  });
});
