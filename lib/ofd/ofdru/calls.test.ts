import { describe, expect, it } from 'vitest';
import {
  CredentialsRejectedError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnavailableError,
} from '../errors';
import { ORGANIZATIONS_CALL } from '../testing/organizations-call';
import { answerOfdRu } from './adapter';
import { closeStandInsAfterEach, ctx, days, start } from './testing/adapter-calls';
import { INN } from './testing/stand-in';

// OFD.ru's tokens and refusals, through the adapter against its stand-in (e2e/ofdru-operator.mjs)
// over real HTTP on loopback: a token that ends mid-walk or is about to, 429 with Retry-After, and
// its error bodies as our typed errors.

closeStandInsAfterEach();

describe('tokens', () => {
  it('logs in again when the token ends mid-walk, and the walk ends whole', async () => {
    const { connection, operator } = await start();
    operator.endTokensAfter(2);
    expect(await days(connection, '2025-12-29', '2026-01-12')).toHaveLength(4);
    expect(operator.logins()).toBe(2);
  });

  it('logs in once for calls that need a token at the same moment', async () => {
    const { connection, operator } = await start();
    // Two INNs are asked for at once; the second is not this log-in's (refused, Status Failed).
    const two = { ...connection, name: `${connection.name}z`, inns: [INN, '7707083893'] };
    await expect(answerOfdRu(ctx(two), ORGANIZATIONS_CALL)).rejects.toThrow(ForbiddenError);
    expect(operator.logins()).toBe(1);
  });

  it('does not use a token about to end: it logs in before the call', async () => {
    const { connection, operator } = await start({ tokenLifetimeMs: 30_000 });
    await days(connection, '2025-12-30', '2025-12-31');
    // Each call found the token held too close to its end (kkts, then two days).
    expect(operator.logins()).toBe(3);
    expect(operator.calls.filter((c) => c.startsWith('GET')).length).toBe(3);
  });

  it('a refused log-in is the stored credentials’ fault', async () => {
    const { connection } = await start();
    const wrong = { ...connection, name: `${connection.name}x`, password: 'wrong' };
    await expect(days(wrong, '2025-12-30')).rejects.toMatchObject({
      constructor: CredentialsRejectedError,
      reason: 'key',
    });
  });
});

describe('the operator’s refusals', () => {
  it('waits out a short Retry-After on 429 and goes on', async () => {
    const { connection, operator } = await start();
    operator.fail({ status: 429, headers: { 'Retry-After': '1' }, path: /receipts-info/ });
    const began = Date.now();
    expect(await days(connection, '2025-12-30')).toHaveLength(2);
    expect(Date.now() - began).toBeGreaterThanOrEqual(900);
  });

  it('fails as rate limited at once when the wait asked for is long', async () => {
    const { connection, operator } = await start();
    operator.fail({ status: 429, headers: { 'Retry-After': '120' }, path: /receipts-info/ });
    await expect(days(connection, '2025-12-30')).rejects.toMatchObject({
      constructor: RateLimitedError,
      retryAfterSeconds: 120,
    });
  });

  it('turns its error bodies into our typed errors', async () => {
    const { connection, operator } = await start();
    // Status Failed with HTTP 200: an INN this log-in may not read.
    const other = { ...connection, name: `${connection.name}y`, inns: [INN, '7707083893'] };
    await expect(answerOfdRu(ctx(other), ORGANIZATIONS_CALL)).rejects.toThrow(ForbiddenError);
    operator.fail({ status: 503, path: /kkts/, times: 3 });
    await expect(answerOfdRu(ctx(connection), ORGANIZATIONS_CALL)).rejects.toThrow(
      UnavailableError,
    );
  });

  it('answers statistics as not found, for the dashboard to sum documents itself', async () => {
    const { connection } = await start();
    await expect(
      answerOfdRu(ctx(connection), {
        path: '/v2/organizations/{orgId}/statistics/by-days',
        params: { orgId: INN },
        query: {},
      }),
    ).rejects.toThrow(NotFoundError);
  });
});
