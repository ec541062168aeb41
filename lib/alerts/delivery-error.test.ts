import { describe, expect, it } from 'vitest';
import { classifyDeliveryError } from './delivery-error';

describe('classifyDeliveryError', () => {
  it('names the kind of each error the channels record', () => {
    expect(classifyDeliveryError('network: ECONNREFUSED')).toEqual({ kind: 'network' });
    expect(classifyDeliveryError('HTTP 503')).toEqual({ kind: 'status', status: 503 });
    expect(classifyDeliveryError('refused: the target is not a public address')).toEqual({
      kind: 'refused',
    });
    expect(classifyDeliveryError('TELEGRAM_BOT_TOKEN is not set')).toEqual({ kind: 'setup' });
    expect(classifyDeliveryError('the Bot API did not answer ok')).toEqual({ kind: 'other' });
  });
});
