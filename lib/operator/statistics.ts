import 'server-only';
import { statisticsByDaysSchema, type StatisticsDay } from '@/lib/ofd/schemas/statistics';
import { operatorGet } from './call';

// A register's receipt statistics, beside the reads pages and routes share (./api.ts): only the
// overview asks for them, so the routes that read a register's record do not carry their schema.

const REGISTER_STATISTICS = '/v2/organizations/{orgId}/cashboxes/{rnm}/statistics/cash-receipt';

/**
 * Receipt sums per day of one register (docs/statistics.md), clipped by the operator to the
 * permission window. An operator without statistics answers 404: NotFoundError, for the caller to
 * compute the same figures from documents.
 */
export async function getRegisterStatisticsByDays(
  orgId: string,
  rnm: string,
  period: { from: string; to: string },
): Promise<StatisticsDay[]> {
  return operatorGet({
    path: `${REGISTER_STATISTICS}/by-days`,
    params: { orgId, rnm },
    query: period,
    schema: statisticsByDaysSchema,
  });
}
