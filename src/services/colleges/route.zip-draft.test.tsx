import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';

const table = () => screen.findByRole('table', { name: 'Colleges' }, { timeout: 8000 });

describe('/colleges while the ZIP draft cannot be sent', { timeout: 20_000 }, () => {
  for (const { start, edit, distance } of [
    { start: 'zip=02139&distance=10', edit: '{Backspace}a', distance: '10' },
    { start: 'zip=02139&distance=50', edit: '{Backspace}{Backspace}x', distance: '50' },
  ]) {
    it(`shows what is applied in every control (${start}, then ${edit})`, async () => {
      const { user, router } = renderRoute(`/colleges?${start}`);
      await table();
      const applied = new URLSearchParams(start).get('zip')!;
      const zip = screen.getByLabelText('Near ZIP code');
      await user.type(zip, edit);
      expect(await screen.findByText(`A ZIP code is 5 digits, no letters or spaces. Not sent: the search still uses ${applied}.`)).toBeInTheDocument();
      const select = screen.getByLabelText('Distance');
      expect(select).toBeEnabled();
      expect(select).toHaveValue(distance);
      expect(screen.queryByRole('option', { name: 'Any distance' })).toBeNull();
      expect(screen.getByText('Straight-line miles from the ZIP code.')).toBeInTheDocument();
      expect(screen.getByText(`Within ${distance} miles of ${applied}`)).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 900));
      expect(router.state.location.search).toBe(`?${start}`);
      // A choice made meanwhile applies to the search on screen.
      await user.selectOptions(select, '5');
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('distance')).toBe('5'));
      expect(new URLSearchParams(router.state.location.search).get('zip')).toBe(applied);
    });
  }
});
