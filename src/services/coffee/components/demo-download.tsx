import { useState } from 'react';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { request } from '../../../shared/http/request.ts';
import { downloadBlob } from '../../../shared/lib/csv.ts';
import { Button } from '../../../shared/ui/button.tsx';

/**
 * The demo's Download: the sample picture is requested (the in-browser mock answers it; a plain
 * download link would bypass the mock and reach the server's proxy, which has no network in the
 * demo) and saved under its own name. `path` is the file's path under the proxied endpoint.
 */
export function DemoDownload({ endpoint, path, name }: { endpoint: Endpoint; path: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const save = async () => {
    setFailed(false);
    try {
      // No image Accept header: the mock answers an <img> with its SVG and a download with a JPEG.
      const reply = await request({ endpoint, path, read: 'stream' });
      downloadBlob(name, await new Response(reply.body, { headers: { 'Content-Type': reply.headers.get('content-type') ?? '' } }).blob());
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void save()}>
        Download<span className="sr-only"> {name}</span>
      </Button>
      {failed && (
        <span role="status" className="text-xs text-red-700 dark:text-red-400">
          The sample picture could not be saved: try again.
        </span>
      )}
    </>
  );
}
