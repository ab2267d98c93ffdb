import { useParams } from 'react-router';
import { SERVICES } from '../../shared/config/services.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';

export default function CollegesDetailRoute() {
  const { id } = useParams();
  return <PageHeader title={`${SERVICES.colleges.title}: ${id ?? ''}`} provider={SERVICES.colleges.provider} />;
}
