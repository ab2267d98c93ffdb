import { isUpstreamError } from '../../../shared/http/errors.ts';
import { explainError } from '../../../shared/ui/error-explanation.ts';
import { OperatorNote } from '../../../shared/ui/operator-note.tsx';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

/** Why dollar values are missing: the quote itself is unaffected. */
export function UsdNotice({ error }: { error: unknown }) {
  const endpoint = useEndpoint('market');
  if (!error) return null;
  const explanation = explainError(error);
  // A browser refused by CORS sees no reply at all: a network failure on a direct call.
  const maybeCors = isUpstreamError(error) && error.kind === 'network' && !endpoint.viaProxy;
  return (
    <div className="space-y-1 text-xs text-muted">
      <p>
        Dollar values unavailable: {explanation.title}. {explanation.summary} They are asked again within a minute; the request is in the inspector below.
      </p>
      {maybeCors && explanation.operator && <OperatorNote>{explanation.operator}</OperatorNote>}
    </div>
  );
}
