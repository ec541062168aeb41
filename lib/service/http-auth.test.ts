import { describe, expect, it } from 'vitest';
import { OWNER, PARTNER } from './testing/fixture-world';
import { setUpService } from './testing/set-up-service';

const service = setUpService();

const KEY_REQUIRED = 'urn:error:request-parameter:apikey:required:access-denied';
const KEY_UNKNOWN = 'urn:error:request-parameter:apikey:unknown:access-denied';
const SID = 'urn:error:request-parameter:auth-sid:required:access-denied';

describe('authentication over HTTP', () => {
  const cases: [string, Record<string, string>, number, string][] = [
    ['no key at all', {}, 401003, KEY_REQUIRED],
    [
      'an empty key',
      { 'X-Vendor-Ofd-ApiKey': ' ', Authorization: `auth.sid ${OWNER.sessionId}` },
      401003,
      KEY_REQUIRED,
    ],
    [
      'an unknown key',
      {
        'X-Vendor-Ofd-ApiKey': '99999999-9999-4999-8999-999999999999',
        Authorization: `auth.sid ${OWNER.sessionId}`,
      },
      401003,
      KEY_UNKNOWN,
    ],
    [
      'a malformed key',
      { 'X-Vendor-Ofd-ApiKey': 'not a key', Authorization: `auth.sid ${OWNER.sessionId}` },
      401003,
      KEY_UNKNOWN,
    ],
    ['a key but no session', { 'X-Vendor-Ofd-ApiKey': OWNER.apiKey }, 401002, SID],
    [
      'another scheme',
      { 'X-Vendor-Ofd-ApiKey': OWNER.apiKey, Authorization: `Bearer ${OWNER.sessionId}` },
      401002,
      SID,
    ],
    [
      'a scheme without an id',
      { 'X-Vendor-Ofd-ApiKey': OWNER.apiKey, Authorization: 'auth.sid' },
      401002,
      SID,
    ],
    [
      'an unknown session',
      { 'X-Vendor-Ofd-ApiKey': OWNER.apiKey, Authorization: 'auth.sid nope-0000' },
      401002,
      SID,
    ],
    [
      'an expired session',
      { 'X-Vendor-Ofd-ApiKey': OWNER.apiKey, Authorization: `auth.sid ${OWNER.expiredSessionId}` },
      401002,
      SID,
    ],
    [
      "another integrator's session",
      { 'X-Vendor-Ofd-ApiKey': OWNER.apiKey, Authorization: `auth.sid ${PARTNER.sessionId}` },
      401002,
      SID,
    ],
  ];

  for (const [name, headers, errorCode, errorCodeId] of cases) {
    it(`answers 401 ${errorCodeId.split(':')[3]} for ${name}`, async () => {
      const { status, body, headers: h } = await service.json('/v2/organizations', headers);
      expect(status).toBe(401);
      expect(body).toEqual({
        errorCodeId,
        errorCode,
        moreInfo: expect.any(String),
        userMessage: { ru: expect.stringMatching(/[а-я]/), en: expect.stringMatching(/[a-z]/) },
      });
      expect(h.get('content-type')).toBe('application/json; charset=utf-8');
    });
  }

  it('checks credentials before parameters (401 wins over a bad INN)', async () => {
    const { status } = await service.json('/v1/integration/inns/123/kkts/x/fss/y/tickets', 'none');
    expect(status).toBe(401);
  });

  it('accepts the cookie forms and the header forms alike', async () => {
    const viaHeaders = await service.json('/v2/organizations', 'owner');
    const viaCookies = await service.json('/v2/organizations', {
      Cookie: `theme=dark; ofd_api_key=${OWNER.apiKey}; auth.sid=${OWNER.sessionId}`,
    });
    expect(viaHeaders.status).toBe(200);
    expect(viaCookies.status).toBe(200);
    expect(viaCookies.body).toEqual(viaHeaders.body);
  });

  it('refuses an expired session in the cookie form too', async () => {
    const { status, body } = await service.json('/v2/organizations', {
      Cookie: `ofd_api_key=${OWNER.apiKey}; auth.sid=${OWNER.expiredSessionId}`,
    });
    expect(status).toBe(401);
    expect(body.errorCodeId).toBe(SID);
  });

  it('accepts the scheme word in any case', async () => {
    const { status } = await service.json('/v2/organizations', {
      'x-vendor-ofd-apikey': OWNER.apiKey,
      authorization: `AUTH.SID ${OWNER.sessionId}`,
    });
    expect(status).toBe(200);
  });
});
