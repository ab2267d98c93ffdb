import { useParams } from 'react-router';
import { SERVICES } from '../../shared/config/services.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';

export default function CountriesDetailRoute() {
  const { code } = useParams();
  return <PageHeader title={`${SERVICES.countries.title}: ${code ?? ''}`} provider={SERVICES.countries.provider} />;
}
