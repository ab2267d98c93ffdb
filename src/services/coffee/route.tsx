import { SERVICES } from '../../shared/config/services.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';

export default function CoffeeRoute() {
  const service = SERVICES.coffee;
  return (
    <>
      <PageHeader title={service.title} provider={service.provider} />
      <p className="mb-4">{service.summary}</p>
      <RequestInspector services={['coffee']} />
    </>
  );
}
