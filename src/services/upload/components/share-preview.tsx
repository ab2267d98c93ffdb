import { useEffect, useMemo, useState } from 'react';
import { useObjectUrl } from '../hooks/use-object-url.ts';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';

/** Raster formats an <img> shows safely; SVG, HTML and PDF are never previewed (they can carry scripts or links). */
const RASTER_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp']);
const TEXT_PREVIEW_BYTES = 200_000;

export const previewKind = (type: string): 'image' | 'text' | undefined =>
  RASTER_TYPES.has(type.toLowerCase()) ? 'image' : type.toLowerCase().split(';')[0]!.trim() === 'text/plain' ? 'text' : undefined;

function TextPreview({ blob }: { blob: Blob }) {
  const [text, setText] = useState<string>();
  useEffect(() => {
    let live = true;
    void blob
      .slice(0, TEXT_PREVIEW_BYTES)
      .text()
      .then((value) => live && setText(value));
    return () => {
      live = false;
    };
  }, [blob]);
  if (text === undefined) return null;
  return (
    <>
      <ScrollRegion
        role="group"
        label="Text preview"
        className="max-h-96 overflow-auto rounded border border-zinc-200 bg-zinc-50 p-3 text-sm dark:border-zinc-700 dark:bg-zinc-950"
      >
        <pre className="whitespace-pre-wrap break-words">{text}</pre>
      </ScrollRegion>
      {blob.size > TEXT_PREVIEW_BYTES && <p className="text-xs text-muted">The preview shows the start of the file; save it to read the rest.</p>}
    </>
  );
}

function ImagePreview({ blob, name }: { blob: Blob; name: string }) {
  const url = useObjectUrl(blob);
  if (!url) return null;
  return <img src={url} alt={`Preview of ${name}`} className="max-h-96 max-w-full rounded border border-zinc-200 dark:border-zinc-700" />;
}

/** The preview reads a copy typed by the header only for the two safe kinds; anything else shows nothing. */
export function SharePreview({ blob, type, name }: { blob: Blob; type: string; name: string }) {
  const kind = previewKind(type);
  const image = useMemo(() => (kind === 'image' ? new Blob([blob], { type: type.toLowerCase() }) : undefined), [blob, kind, type]);
  if (image) return <ImagePreview blob={image} name={name} />;
  if (kind === 'text') return <TextPreview blob={blob} />;
  return <p className="text-sm text-soft">No preview for this kind of file ({type || 'unknown type'}): save it to open it.</p>;
}
