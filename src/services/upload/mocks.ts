import { delay, http, HttpResponse } from 'msw';

let uploads = 0;

/** tmpfiles.org's reply for a multipart upload; the id grows like the real host's. */
export function buildTmpfilesReply(id: number, name: string) {
  return { status: 'success', data: { url: `http://tmpfiles.org/${id}/${encodeURIComponent(name)}` } };
}

export const uploadHandlers = [
  http.post('*/upload', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    // Duck-typed: under Vitest the parsed part is undici's File, not jsdom's.
    if (typeof file !== 'object' || file === null || !('name' in file))
      return HttpResponse.json({ status: 'error', message: 'No file part named "file"' }, { status: 400 });
    uploads += 1;
    await delay(import.meta.env.MODE === 'test' ? 0 : 600);
    return HttpResponse.json(buildTmpfilesReply(31_337_000 + uploads, file.name || 'pasted-file'));
  }),
];
