import { useEndpoint } from '../../../shared/config/endpoints.ts';
import { isUpstreamError } from '../../../shared/http/errors.ts';
import { viaProxyEnvName } from '../../../shared/registry/upstream-names.ts';
import { explainError } from '../../../shared/ui/error-explanation.ts';

/** Why dollar values are missing: the quote itself is unaffected. */
export function UsdNotice({ error }: { error: unknown }) {
  const endpoint = useEndpoint('market');
  if (!error) return null;
  const explanation = explainError(error);
  // A browser refused by CORS sees no reply at all: a network failure on a direct call.
  const maybeCors = isUpstreamError(error) && error.kind === 'network' && !endpoint.viaProxy;
  return (
    <p className="text-xs text-zinc-600 dark:text-zinc-400">
      Dollar values unavailable: {explanation.title}.{' '}
      {maybeCors
        ? `If Coinbase refuses this browser (CORS), set ${viaProxyEnvName('market')}=true so the rates go through this site's proxy.`
        : 'They are asked again within a minute; the request is in the inspector below.'}
    </p>
  );
}
