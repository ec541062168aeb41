import { envelopeText } from './shapes';
import type { StoredDocument } from './store/types';

// Streams a JSON array of document envelopes batch by batch. pull() asks the store for the next
// batch only when the consumer has taken the previous one, so memory stays bounded by one batch
// whatever the period's size, and a client that disconnects stops the reading (cancel).

export function envelopeArrayStream(
  batches: AsyncIterator<StoredDocument[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let next = await batches.next();
        while (!next.done && next.value.length === 0) next = await batches.next();
        if (next.done) {
          controller.enqueue(encoder.encode(started ? ']' : '[]'));
          controller.close();
          return;
        }
        const text = (started ? ',' : '[') + next.value.map(envelopeText).join(',');
        started = true;
        controller.enqueue(encoder.encode(text));
      },
      async cancel() {
        await batches.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}
