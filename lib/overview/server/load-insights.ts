import 'server-only';
import type { OverviewRequest } from '../query.schema';
import { insightsOf, type OverviewInsights } from '../insights';
import { targetsOf } from './load-overview';
import { registerDocuments } from './register-days';

// Heatmap and top items of a scope and period, from the documents through the day cache (the
// figures' documents path has usually loaded them already). One register at a time.

export async function loadInsights(
  request: OverviewRequest,
  signal?: AbortSignal,
): Promise<OverviewInsights> {
  const period = { from: request.from, to: request.to };
  const registers = [];
  for (const target of await targetsOf(request)) {
    const documents = await registerDocuments(target, period, signal);
    registers.push({
      orgId: target.orgId,
      rnm: target.register.regNumber,
      name: target.register.name,
      documents,
    });
  }
  return insightsOf(registers);
}
