import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JobDescription } from './job-description.tsx';

const load = vi.hoisted(() => ({ fail: true }));
vi.mock('../lib/sanitizer.ts', async () => {
  const { sanitizeDescription } = await import('../lib/sanitize-description.ts');
  return {
    loadedSanitizer: () => undefined,
    loadSanitizer: () => (load.fail ? Promise.reject(new Error('chunk failed')) : Promise.resolve(sanitizeDescription)),
  };
});

describe('JobDescription', () => {
  it('says so when the sanitizer does not load, and shows the cleaned description after a retry', async () => {
    render(<JobDescription html={'<p>Hallo</p><script>alert(1)</script>'} />);
    expect(screen.getByText('Loading the description…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('the code that cleans it did not load');
    load.fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hallo')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
