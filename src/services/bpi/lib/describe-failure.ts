import type { UpstreamError } from '../../../shared/http/errors.ts';

/** A few words on why CoinDesk was not used, for the source line. */
export function shortReason(error: UpstreamError): string {
  switch (error.kind) {
    case 'network':
      return `${error.message}: no reply`;
    case 'timeout':
      return error.message.toLowerCase();
    case 'http':
    case 'rate-limited':
      return `HTTP ${error.status ?? '?'}${error.upstreamMessage ? `: ${error.upstreamMessage.slice(0, 80)}` : ''}`;
    case 'invalid-response':
      return 'its reply could not be read';
    case 'upstream':
      return error.upstreamMessage ?? error.message;
  }
}
