import { StatusLine } from '../../shared/ui/service-card.tsx';

export default function JobsOverviewStatus() {
  return <StatusLine state="idle">Open the page to load data.</StatusLine>;
}
