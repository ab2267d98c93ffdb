import { useParams } from 'react-router';
import { SERVICES } from '../../shared/config/services.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';

export default function JobsDetailRoute() {
  const { slug } = useParams();
  return <PageHeader title={`${SERVICES.jobs.title}: ${slug ?? ''}`} provider={SERVICES.jobs.provider} />;
}
