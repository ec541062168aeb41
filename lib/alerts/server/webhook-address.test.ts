import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSED_SEND, postGuarded } from './channels/guarded-post';
import {
  REFUSED_TARGET,
  isBlockedAddress,
  isLoopbackAddress,
  webhookTargetProblem,
} from './webhook-address';

// Where a webhook may go (docs/alerts.md, "Webhook targets"): the address ranges, the URL rules at
// rule creation, and the check again where the POST connects.

describe('blocked addresses', () => {
  const refused = [
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '127.0.0.1',
    '127.5.6.7',
    '169.254.169.254',
    '0.0.0.0',
    '100.100.100.200',
    '::1',
    '::',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1',
    // IPv4-mapped IPv6 in both spellings: the IPv4 ranges apply to them too.
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:a9fe:a9fe',
    // IPv4-compatible (deprecated) and SIIT forms reach the host's own IPv4 stack.
    '::127.0.0.1',
    '::7f00:1',
    '::8.8.8.8',
    '::ffff:0:127.0.0.1',
    '::ffff:0:8.8.8.8',
    // NAT64 (well-known prefix and local use) and 6to4 carrying a private IPv4.
    '64:ff9b::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::8.8.8.8',
    '2002:7f00:1::1',
    '2002:a00:1::',
    '2002:c0a8:101::5',
    // Other IANA special-purpose ranges.
    '2001::1',
    '2001:db8::1',
    '100::1',
    '3fff::1',
    '192.0.0.8',
    '192.0.2.1',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    'not-an-address',
  ];
  const reachable = [
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '192.169.0.1',
    '2a00:1450:4010::64',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
  ];

  it.each([
    ...refused.map((address) => [address, true] as const),
    ...reachable.map((address) => [address, false] as const),
  ])('%s is blocked: %s', (address, blocked) => {
    expect(isBlockedAddress(address)).toBe(blocked);
  });

  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::7f00:1', false],
  ])('knows loopback, mapped or not: %s is loopback: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});

describe('a webhook URL at rule creation', () => {
  const resolveTo = (addresses: string[]) => async () => addresses;
  const check = (url: string, allowPrivate = false, addresses = ['93.184.215.14']) =>
    webhookTargetProblem(new URL(url), allowPrivate, resolveTo(addresses));

  it('must be https', async () => {
    expect(await check('https://hooks.example/x')).toBeUndefined();
    expect(await check('http://hooks.example/x')).toBe(REFUSED_TARGET);
    expect(await check('http://hooks.example/x', true)).toBe(REFUSED_TARGET);
  });

  it('may be plain http to loopback only when private webhooks are allowed', async () => {
    expect(await check('http://127.0.0.1:8080/x', true)).toBeUndefined();
    expect(await check('http://[::1]:8080/x', true)).toBeUndefined();
    expect(await check('http://localhost:8080/x', true)).toBeUndefined();
    expect(await check('http://127.0.0.1:8080/x')).toBe(REFUSED_TARGET);
    expect(await check('http://10.0.0.1/x', true)).toBe(REFUSED_TARGET);
  });

  it('may not be a private address, written or resolved, and says so in one way', async () => {
    const refused = REFUSED_TARGET;
    expect(await check('https://169.254.169.254/latest')).toBe(refused);
    expect(await check('https://[::127.0.0.1]:8443/')).toBe(refused);
    expect(await check('https://[64:ff9b::10.0.0.1]/x')).toBe(refused);
    expect(await check('https://[2002:a9fe:a9fe::1]/x')).toBe(refused);
    expect(await check('https://[::ffff:0:7f00:1]/x')).toBe(refused);
    expect(await check('https://[::ffff:127.0.0.1]/x')).toBe(refused);
    expect(await check('https://[fd00:ec2::254]/x')).toBe(refused);
    expect(await check('https://hooks.example/x', false, ['10.0.0.7'])).toBe(refused);
    // One private address among public ones is enough to refuse (a rebinding name may rotate).
    expect(await check('https://hooks.example/x', false, ['8.8.8.8', '192.168.0.2'])).toBe(refused);
    expect(await check('https://hooks.example/x', true, ['10.0.0.7'])).toBeUndefined();
  });

  it('passes a name that does not resolve: the send checks again', async () => {
    const failing = async () => Promise.reject(new Error('ENOTFOUND'));
    expect(
      await webhookTargetProblem(new URL('https://nowhere.invalid/x'), false, failing),
    ).toBeUndefined();
  });
});

describe('the POST checks where it connects', () => {
  let server: Server;
  let port = 0;
  const received: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      received.push(req.url ?? '');
      res.writeHead(204).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('refuses a loopback address, written or resolved, and sends nothing', async () => {
    await expect(postGuarded(`http://127.0.0.1:${port}/a`, '{}', {}, false)).rejects.toThrow(
      REFUSED_SEND,
    );
    await expect(
      postGuarded(`http://[::ffff:127.0.0.1]:${port}/b`, '{}', {}, false),
    ).rejects.toThrow('refused');
    // "localhost" is a name: it is resolved, checked and refused before any socket opens.
    await expect(postGuarded(`http://localhost:${port}/c`, '{}', {}, false)).rejects.toThrow(
      REFUSED_SEND,
    );
    await expect(postGuarded(`http://[::127.0.0.1]:${port}/e`, '{}', {}, false)).rejects.toThrow(
      REFUSED_SEND,
    );
    expect(received).toEqual([]);
  });

  it('reaches loopback when private webhooks are allowed', async () => {
    await postGuarded(`http://localhost:${port}/d`, '{}', {}, true);
    expect(received).toEqual(['/d']);
  });
});
