import { memo, type ReactNode } from 'react';
import { PinButton, type DescribePin } from '../board/pin-button.tsx';

/**
 * `describePin` names the view and hands its tile the details it needs when the page pins it.
 * `provisional` marks a title that stands in until the page's data arrives ("Country JP"): a pin
 * made meanwhile takes the view's plain title, which its tile replaces with the data's.
 * Memoised: pages that re-render with streamed data leave their header as it is.
 */
export const PageHeader = memo(function PageHeader({
  title,
  provider,
  describePin,
  provisional = false,
  children,
}: {
  title: string;
  provider?: string;
  describePin?: DescribePin;
  provisional?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <title>{`${title} · Seven-service dashboard`}</title>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {provider && <p className="text-sm text-muted">Data: {provider}</p>}
      </div>
      {/* Pages whose view is a tile kind offer to pin it; the others show nothing here. */}
      <div className="flex flex-wrap items-center gap-2">
        <PinButton pageTitle={provisional ? undefined : title} describe={describePin} />
        {children}
      </div>
    </header>
  );
});

/** What the page is for, in a sentence or two, under its header. */
export function PageIntro({ children }: { children: ReactNode }) {
  return <p className="mb-4 text-soft">{children}</p>;
}
