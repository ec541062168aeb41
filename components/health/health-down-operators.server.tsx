import 'server-only';
import { DownOperatorsNotice } from '@/components/operators/down-operators-notice';
import { healthBoardDown } from '@/lib/health/server/board';

/** Which operators' registers the board is missing just now; nothing when the list itself failed. */
export async function HealthDownOperators() {
  const down = await healthBoardDown().catch(() => []);
  return <DownOperatorsNotice down={down} />;
}
