import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from '../lib/zod.ts';
import { server } from '../../testing/msw/node.ts';
import type { Endpoint } from '../config/endpoints.ts';
import { requestJson } from '../http/request.ts';
import { RequestInspector } from './request-inspector.tsx';

describe('RequestInspector', () => {
  it('shows the masked request, its status and time, and copies it as curl', async () => {
    server.use(http.get('https://api.test/schools', () => HttpResponse.json({ ok: true })));
    const user = userEvent.setup();
    render(<RequestInspector services={['colleges']} />);
    const endpoint: Endpoint = { id: 'colleges', base: 'https://api.test', viaProxy: false, upstream: 'https://api.test', key: 'secret-key' };
    await requestJson({
      endpoint,
      path: '/schools',
      query: { api_key: endpoint.key, 'school.name': 'austin' },
      schema: z.object({ ok: z.boolean() }),
    });
    await user.click(screen.getByText('Inspect requests'));
    expect(await screen.findByText(/https:\/\/api\.test\/schools\?api_key=•••&school\.name=austin/)).toBeVisible();
    expect(screen.getByText(/Status 200 · \d+ ms · ok/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy as curl' }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toBe("curl -H 'Accept: application/json' 'https://api.test/schools?api_key=•••&school.name=austin'");
    expect(copied).not.toContain('secret-key');
  });
});
