import 'server-only';
import { countFromTables } from './copy-tables';
import { loadRange, servedRange } from './engine';
import type { PeriodLoad } from './progress';

// The progress route's load (progress.ts), as the start provides it.

export const PERIOD_LOAD: PeriodLoad = {
  async check(where, query) {
    await servedRange(where.orgId, where.rnm, query);
  },
  async load(where, query, signal, onProgress) {
    const counted = await countFromTables(where, query);
    if (counted !== null) {
      onProgress({ done: 1, total: 1 });
      return counted;
    }
    const loaded = await loadRange(where.orgId, where.rnm, query, {
      signal,
      owner: where.owner,
      onProgress,
    });
    return loaded.documents.length;
  },
};
