import { formatDateTime } from '../../../shared/lib/reader-locale.ts';
import { formatRelativeTime } from '../../../shared/lib/format.ts';

/** "59 min" right after a 60-minute upload: floor, so the count never overstates the time left. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${Math.max(seconds, 0)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;
}

export function ExpiryLabel({ expiresAt, expiryNote, now }: { expiresAt?: number; expiryNote?: string; now: number }) {
  if (expiresAt === undefined) {
    return <span className="text-muted">{expiryNote ? `Kept for ${expiryNote}` : 'Expiry not given by the host'}</span>;
  }
  if (expiresAt <= now) {
    return (
      <span className="rounded bg-zinc-200 px-1.5 py-0.5 text-xs font-semibold text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100">
        Expired {formatRelativeTime(expiresAt, now)}
      </span>
    );
  }
  return (
    <time dateTime={new Date(expiresAt).toISOString()} title={formatDateTime(expiresAt, { dateStyle: 'medium', timeStyle: 'short' })}>
      Expires in {formatTimeLeft(expiresAt - now)}
    </time>
  );
}
