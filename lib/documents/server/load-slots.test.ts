import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '@/lib/security/too-many-requests';
import { createLoadSlots } from './load-slots';

describe('load slots', () => {
  it('caps loads per owner and overall, and hands a freed slot to the next that fits', async () => {
    const slots = createLoadSlots({ perOwner: 2, overall: 3, waitMs: 1000 });
    const a1 = await slots.acquire('a');
    await slots.acquire('a');
    const waitingA = slots.acquire('a'); // a is at its own cap
    const b1 = await slots.acquire('b'); // b still fits: 3 in all
    const waitingC = slots.acquire('c'); // the overall cap is reached
    expect(slots.running()).toBe(3);
    b1(); // c fits now, a does not yet (still 2 of its own running)
    const c1 = await waitingC;
    a1();
    await waitingA;
    expect(slots.running()).toBe(3);
    c1();
    expect(slots.running()).toBe(2);
  });

  it('gives up with 429 after waiting, and stops waiting when the caller leaves', async () => {
    const slots = createLoadSlots({ perOwner: 1, overall: 1, waitMs: 30 });
    await slots.acquire('a');
    await expect(slots.acquire('a')).rejects.toBeInstanceOf(TooManyRequestsError);
    const gone = new AbortController();
    const waiting = slots.acquire('b', gone.signal);
    gone.abort(new DOMException('gone', 'AbortError'));
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(slots.running()).toBe(1);
  });
});
