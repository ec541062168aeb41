import { DRIVE, REG, fixtureDocument } from '@/lib/service/testing/fixture-world';
import type { WorldDocument } from '@/lib/service/seed/world';

// Many receipts of one register for the benches that stream or page a large period: register a1 on
// its new drive, numbered from 1000, each at the moment the bench gives it.

/** `hh:mm:ss` of a second of the day. */
export function clockOf(second: number): string {
  return [second / 3600, (second / 60) % 60, second % 60]
    .map((v) => String(Math.floor(v)).padStart(2, '0'))
    .join(':');
}

/** `count` receipts of register a1, the i-th at `moment(i)`; made as they are read. */
export function* a1Receipts(
  count: number,
  moment: (i: number) => string,
): Generator<WorldDocument> {
  for (let i = 0; i < count; i++) {
    yield fixtureDocument('receipt', REG.a1, DRIVE.a1New, 1000 + i, moment(i));
  }
}
