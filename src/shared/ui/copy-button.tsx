import { useEffect, useState } from 'react';
import { Button } from './button.tsx';

export function CopyButton({ text, label = 'Copy', copiedLabel = 'Copied' }: { text: string; label?: string; copiedLabel?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const id = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(id);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button onClick={copy}>{state === 'copied' ? copiedLabel : label}</Button>
      <span role="status" className="sr-only">
        {state === 'copied' ? `${copiedLabel} to the clipboard` : state === 'failed' ? 'Copy failed: select the text and copy it by hand' : ''}
      </span>
      {state === 'failed' && <span className="text-xs text-red-700 dark:text-red-400">Copy failed</span>}
    </>
  );
}
