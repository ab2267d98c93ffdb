import { websiteLink } from '../lib/format-values.ts';
import { Missing } from './missing.tsx';

export function WebsiteLink({ url }: { url: string | null }) {
  const link = websiteLink(url);
  if (!link) return <Missing />;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className="break-all text-accent-strong underline hover:no-underline">
      {link.label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
