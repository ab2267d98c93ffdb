import { useState } from 'react';
import { demoResponder } from '../../../shared/http/demo-gate.ts';
import { downloadBlob } from '../../../shared/lib/csv.ts';
import { Button } from '../../../shared/ui/button.tsx';

/**
 * The demo's Download: the sample picture is fetched (the in-browser mock answers it; a plain
 * download link would bypass the mock and reach the server's proxy, which has no network in the
 * demo) and saved under its own name. `url` is the same-origin proxy address the page may connect to.
 */
export function DemoDownload({ url, name }: { url: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const save = async () => {
    setFailed(false);
    try {
      const respond = await demoResponder();
      const response = respond ? await respond(new Request(url)) : await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      downloadBlob(name, await response.blob());
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
