import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signBody, verifySignature } from './sign';

describe('webhook signatures', () => {
  it('are sha256= and the hex HMAC-SHA256 of the raw body', () => {
    const body = '{"kind":"opened"}';
    const hex = createHmac('sha256', 'secret').update(body).digest('hex');
    expect(signBody('secret', body)).toBe(`sha256=${hex}`);
    expect(verifySignature('secret', body, `sha256=${hex}`)).toBe(true);
  });

  it('fail for another secret, a changed body or no header', () => {
    const signature = signBody('secret', 'a');
    expect(verifySignature('other', 'a', signature)).toBe(false);
    expect(verifySignature('secret', 'b', signature)).toBe(false);
    expect(verifySignature('secret', 'a', null)).toBe(false);
  });
});
