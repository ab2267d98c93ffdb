import { useEffect, useMemo } from 'react';

const pendingRevokes = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * An object URL for as long as the component shows it. The revoke waits a moment and is called
 * off when the same URL is used again: StrictMode unmounts and remounts every effect once.
 */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => {
    if (!url) return;
    clearTimeout(pendingRevokes.get(url));
    return () => {
      pendingRevokes.set(
        url,
        setTimeout(() => {
          pendingRevokes.delete(url);
          URL.revokeObjectURL(url);
        }, 1000),
      );
    };
  }, [url]);
  return url;
}
