import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGuarded } from './channels/guarded-post';
import { isBlockedAddress, isLoopbackAddress, webhookTargetProblem } from './webhook-address';

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
    'not-an-address',
  ];
  const reachable = [
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '192.169.0.1',
    '2a00:1450:4010::64',
    '::ffff:8.8.8.8',
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
    expect(await check('http://hooks.example/x')).toBe('must be an https URL');
    expect(await check('http://hooks.example/x', true)).toBe('must be an https URL');
  });

  it('may be plain http to loopback only when private webhooks are allowed', async () => {
    expect(await check('http://127.0.0.1:8080/x', true)).toBeUndefined();
    expect(await check('http://[::1]:8080/x', true)).toBeUndefined();
    expect(await check('http://localhost:8080/x', true)).toBeUndefined();
    expect(await check('http://127.0.0.1:8080/x')).toBe('must be an https URL');
    expect(await check('http://10.0.0.1/x', true)).toBe('must be an https URL');
  });

  it('may not be a private address, written or resolved', async () => {
    const refused = 'must not lead to a private, loopback, link-local or metadata address';
    expect(await check('https://169.254.169.254/latest')).toBe(refused);
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
      'refused: the target is a private address',
    );
    await expect(
      postGuarded(`http://[::ffff:127.0.0.1]:${port}/b`, '{}', {}, false),
    ).rejects.toThrow('refused');
    // "localhost" is a name: it is resolved, checked and refused before any socket opens.
    await expect(postGuarded(`http://localhost:${port}/c`, '{}', {}, false)).rejects.toThrow(
      'refused: the target resolves to a private address',
    );
    expect(received).toEqual([]);
  });

  it('reaches loopback when private webhooks are allowed', async () => {
    await postGuarded(`http://localhost:${port}/d`, '{}', {}, true);
    expect(received).toEqual(['/d']);
  });
});
