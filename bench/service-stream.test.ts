import { expect, it } from 'vitest';
import { DRIVE, ORG_A, REG, fixtureWorld } from '@/lib/service/testing/fixture-world';
import { startService } from '@/lib/service/testing/fixture-service';
import { a1Receipts, clockOf } from './a1-receipts';

// Streams one large `tickets` period over real HTTP and prints the bytes sent next to how far the
// process's RSS rose above its level before the request (server and discarding client share the
// process, so this overstates the server). Run with N=100000 and N=200000: with streaming the RSS
// growth stays about flat while the body doubles. Not a pass/fail timing.

const N = Number(process.env.N ?? 20_000);

// The month's first 28 days in turn, the i-th receipt at second i of its day.
const receipts = () =>
  a1Receipts(N, (i) => `2024-03-${String(1 + (i % 28)).padStart(2, '0')}T${clockOf(i % 86_400)}`);

it('streams a large period with bounded memory; prints bytes and RSS growth', async () => {
  const world = fixtureWorld();
  const base = world.documents;
  world.documents = () => [...base(), ...receipts()];
  const service = await startService(world);
  try {
    const path = `/v1/integration/inns/${ORG_A.inn}/kkts/${REG.a1}/fss/${DRIVE.a1New}/tickets?dateFrom=2024-03-01&dateTo=2024-03-31`;
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const t0 = performance.now();
    const response = await service.get(path);
    let bytes = 0;
    let chunks = 0;
    const reader = response.body!.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      bytes += next.value.byteLength;
      chunks += 1;
    }
    const elapsed = performance.now() - t0;
    clearInterval(sampler);
    expect(response.status).toBe(200);
    expect(chunks).toBeGreaterThan(1);
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.log(
      `service-stream: ${N} documents, ${mb(bytes)} MB in ${chunks} chunks, ${elapsed.toFixed(0)} ms ` +
        `(${mb(bytes / (elapsed / 1000))} MB/s); RSS +${mb(peak - before)} MB at peak ` +
        `(×${((peak - before) / bytes).toFixed(2)} of the body)`,
    );
  } finally {
    await service.close();
  }
}, 300_000);
