import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '../http/errors.ts';
import { QueryView } from './query-view.tsx';

const error = new UpstreamError({ service: 'bpi', kind: 'http', status: 502, message: 'HTTP 502' });
const base = { isFetching: false, refetch: vi.fn() };

describe('QueryView', () => {
  it('keeps data on screen, marked stale, when a background refresh failed', () => {
    render(<QueryView query={{ ...base, data: 'last price', error, isError: true }}>{(data) => <p>{data}</p>}</QueryView>);
    expect(screen.getByText('last price')).toBeInTheDocument();
    expect(screen.getByText(/Stale/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Bitcoin had a problem (HTTP 502)');
  });

  it('shows the error panel when there is no data, and a skeleton while loading', () => {
    const { rerender } = render(<QueryView query={{ ...base, data: undefined, error, isError: true }}>{() => <p>never</p>}</QueryView>);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(<QueryView query={{ ...base, data: undefined, error: null, isError: false }}>{() => <p>never</p>}</QueryView>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('never')).not.toBeInTheDocument();
  });
});
