import serverConfig from 'dashboard:server-config';
import type { ServerConfig } from '../../server/config.ts';
import { createEdgeHandler } from '../../server/edge.ts';

/**
 * The Cloudflare Worker: the Node server's app as an edge handler, for /proxy/*, /healthz and
 * whatever the static assets lack. The build's server-config.json is bundled in through the
 * `dashboard:server-config` alias in wrangler.jsonc, and checked on the first request.
 */
export default createEdgeHandler(serverConfig as ServerConfig);
