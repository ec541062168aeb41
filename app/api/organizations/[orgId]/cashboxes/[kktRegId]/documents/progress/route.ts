// GET /api/organizations/[orgId]/cashboxes/[kktRegId]/documents/progress – loads a period into the
// server's day cache and streams NDJSON progress lines (days done of days total), then the number
// of documents; cancelling aborts the load (§2, lib/api/progress-protocol.ts). A period the
// mirror's copy holds has nothing to load (docs/mirror.md, "A busy month from the copy").
import { registerWhere, type RegisterContext } from '@/lib/api/register-route';
import { progressResponse } from '@/lib/api/progress-stream.server';
import { apiRoute, searchParamsOf } from '@/lib/api/route';
import {
  countFromTables,
  loadRange,
  periodQuerySchema,
  servedRange,
} from '@/lib/documents/server/progress';
import { explainOutsideCopy } from '@/lib/ofd/outside-copy';

export const GET = apiRoute(
  async (request, context: RegisterContext) => {
    const where = await registerWhere(request, context);
    const query = periodQuerySchema.parse(searchParamsOf(request));
    // A period outside the window is refused with its status before the stream starts.
    await servedRange(where.orgId, where.rnm, query).catch(async (error: unknown) => {
      throw await explainOutsideCopy(error, where);
    });
    return progressResponse(request, async (signal, onProgress) => {
      // A period the mirror's copy holds is answered from its tables: nothing to load.
      const counted = await countFromTables(where, query);
      if (counted !== null) {
        onProgress({ done: 1, total: 1 });
        return { total: counted };
      }
      try {
        const loaded = await loadRange(where.orgId, where.rnm, query, {
          signal,
          owner: where.owner,
          onProgress,
        });
        return { total: loaded.documents.length };
      } catch (error) {
        // A period the copy does not hold, the operator away: the copy's days (docs/mirror-connections.md).
        throw await explainOutsideCopy(error, where);
      }
    });
  },
  { rateLimit: 'progress' },
);
