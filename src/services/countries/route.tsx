import { SERVICES } from '../../shared/config/services.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';

export default function CountriesRoute() {
  const service = SERVICES.countries;
  return (
    <>
      <PageHeader title={service.title} provider={service.provider} />
      <p className="mb-4">{service.summary}</p>
      <RequestInspector services={['countries']} />
    </>
  );
}
