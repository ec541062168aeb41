import type { APIRequestContext } from '@playwright/test';
import { expectedSummary, registers, tickets, type Body } from './documents-world';

// What the overview must show for a scope and period, recomputed from the service's own `tickets`
// (every drive of every register the demo integrator may read), with this folder's own arithmetic.

export async function expectedOverview(
  request: APIRequestContext,
  from: string,
  to: string,
  orgId?: string,
) {
  const documents: Body[] = [];
  for (const register of await registers(request)) {
    if (orgId && register.orgId !== orgId) continue;
    for (const drive of register.drives) {
      try {
        documents.push(...(await tickets(request, register, drive.number, from, to)));
      } catch (error) {
        // 403: the period lies wholly outside this register's permission window.
        if (!String(error).includes('403')) throw error;
      }
    }
  }
  return expectedSummary(documents);
}
