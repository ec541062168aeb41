import 'server-only';
import type { z } from 'zod';
import { EndlessPagingError } from '../errors';
import { taxcomGet, type TaxcomContext } from './calls';
import { listSchema } from './taxcom.schema';

// A Taxcom list to its last page (docs/operators.md, "Transport"): `pn` from 1, `ps` records a
// page, until as many records as `counts.recordFilteredCount` said have come. An empty page ends
// the walk too (a count that shrank while we read), and a walk that never ends is cut.

/** Records a page: the most Taxcom serves (1–1000). */
const PAGE_SIZE = 1000;
/** More pages than any list of one register or shift needs. */
const MAX_PAGES = 1000;

export async function allPages<S extends z.ZodType>(
  ctx: TaxcomContext,
  agreement: string,
  method: string,
  query: [string, string][],
  record: S,
): Promise<z.output<S>[]> {
  const pageSize = ctx.pageSize ?? PAGE_SIZE;
  const schema = listSchema(record);
  const out: z.output<S>[] = [];
  for (let pn = 1; ; pn++) {
    const page = await taxcomGet(
      ctx,
      agreement,
      method,
      [...query, ['pn', String(pn)], ['ps', String(pageSize)]],
      schema,
    );
    out.push(...(page.records as z.output<S>[]));
    if (page.records.length === 0 || out.length >= page.counts.recordFilteredCount) return out;
    if (pn >= MAX_PAGES) throw new EndlessPagingError(pn);
  }
}
