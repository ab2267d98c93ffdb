import { useQuery } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { consoleTileQuery } from '../api/console-tile.ts';
import { clientSchemaQuery } from '../api/console-schema.ts';
import type { ConsoleDraft } from '../lib/console/console-url.ts';

/** The server's whole schema, for the console's checks, completion and docs. */
export const useClientSchema = (endpoint: Endpoint) => useQuery(clientSchemaQuery(endpoint));

/** A pinned console query's kept result; `enabled: false` holds it until the person asks. */
export const useConsoleTileResult = (endpoint: Endpoint, draft: ConsoleDraft, enabled: boolean) => useQuery({ ...consoleTileQuery(endpoint, draft), enabled });
