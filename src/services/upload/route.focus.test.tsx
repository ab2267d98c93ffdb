import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';

const empty = (name: string) => new File([], name, { type: 'text/plain' });
const remove = (name: string) => screen.getByRole('button', { name: `Remove ${name} from the list` });

describe('/upload focus', { timeout: 20_000 }, () => {
  it('"Remove" by keyboard focuses the next Remove, then the previous, then "Choose files…" when the list is gone', async () => {
    const { user } = renderRoute('/upload');
    await user.upload(await screen.findByLabelText('Files to upload', {}, { timeout: 8000 }), [empty('a.txt'), empty('b.txt'), empty('c.txt')]);
    await user.click(screen.getByRole('button', { name: 'One link per file' }));
    const queue = screen.getByRole('list', { name: 'Upload queue' });
    expect(within(queue).getAllByText(/This file is empty/)).toHaveLength(3);

    remove('b.txt').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(remove('c.txt')).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(remove('a.txt')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Upload queue' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose files…' })).toHaveFocus());
  });
});
