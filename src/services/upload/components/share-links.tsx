import { useState, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { safeHttpUrl } from '../../../shared/lib/safe-url.ts';
import { QrCode } from './qr-code.tsx';
import { readableUrl } from '../lib/readable-url.ts';

const linkClass = '[overflow-wrap:anywhere] text-accent underline underline-offset-2 hover:text-accent-strong';

function LinkRow({ label, url, copyLabel }: { label: string; url: string; copyLabel: string }) {
  const safe = safeHttpUrl(url);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="w-full text-xs font-semibold uppercase tracking-wide text-zinc-600 sm:w-28 dark:text-zinc-400">{label}</span>
      {safe ? (
        <a href={safe} target="_blank" rel="noopener noreferrer" className={`min-w-0 flex-1 ${linkClass}`}>
          {readableUrl(safe)}
        </a>
      ) : (
        <span className="min-w-0 flex-1 break-all">{url}</span>
      )}
      {safe && <CopyButton text={safe} label={copyLabel} copiedLabel="Copied" />}
    </div>
  );
}

/** An encrypted share: one link, to this app's open page; the host's own links would give only ciphertext. */
export function PrivateShareLink({ name, url, lock, actions }: { name: string; url: string; lock: 'key' | 'password'; actions?: ReactNode }) {
  const [showQr, setShowQr] = useState(false);
  return (
    <div className="space-y-2 text-sm">
      <LinkRow label="Private link" url={url} copyLabel="Copy private link" />
      <p className="text-xs text-muted">
        {lock === 'key'
          ? 'Encrypted in this browser. The key is in the link: anyone with the whole link can open the file, the host cannot.'
          : 'Encrypted in this browser with your password. Send the password separately: the link alone does not open the file.'}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" aria-expanded={showQr} onClick={() => setShowQr((shown) => !shown)}>
          {showQr ? 'Hide QR code' : 'Show QR code'}
        </Button>
        {actions}
      </div>
      {showQr && <QrCode text={url} label={`QR code of the private link to ${name}`} />}
    </div>
  );
}

/** The links of one uploaded file, with copy buttons and a QR code of the share link. */
export function ShareLinks({ name, shareUrl, directUrl, actions }: { name: string; shareUrl: string; directUrl?: string; actions?: ReactNode }) {
  const [showQr, setShowQr] = useState(false);
  const safeShare = safeHttpUrl(shareUrl);
  return (
    <div className="space-y-2 text-sm">
      <LinkRow label={directUrl ? 'Viewer page' : 'Share link'} url={shareUrl} copyLabel="Copy link" />
      {directUrl && <LinkRow label="Direct download" url={directUrl} copyLabel="Copy direct link" />}
      <div className="flex flex-wrap items-center gap-2">
        {safeShare && (
          <Button variant="ghost" aria-expanded={showQr} onClick={() => setShowQr((shown) => !shown)}>
            {showQr ? 'Hide QR code' : 'Show QR code'}
          </Button>
        )}
        {actions}
      </div>
      {safeShare && showQr && <QrCode text={directUrl ?? safeShare} label={`QR code of the link to ${name}`} />}
    </div>
  );
}
