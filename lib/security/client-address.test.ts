import { describe, expect, it } from 'vitest';
import { clientAddressOf, trustProxyHops } from './client-address';

describe('clientAddressOf', () => {
  it('with no trusted proxy, is the connection’s peer whatever X-Forwarded-For claims', () => {
    expect(clientAddressOf('203.0.113.9', undefined, 0)).toBe('203.0.113.9');
    expect(clientAddressOf('203.0.113.9', '10.0.0.1', 0)).toBe('203.0.113.9');
    expect(clientAddressOf('203.0.113.9', '10.0.0.1, 198.51.100.7', 0)).toBe('203.0.113.9');
    expect(clientAddressOf(undefined, '10.0.0.1', 0)).toBe('unknown');
  });

  it('with N trusted proxies, is the Nth address from the right of X-Forwarded-For', () => {
    const chain = 'forged-by-client, 198.51.100.7, 10.0.0.2';
    expect(clientAddressOf('127.0.0.1', chain, 1)).toBe('10.0.0.2');
    expect(clientAddressOf('127.0.0.1', chain, 2)).toBe('198.51.100.7');
    expect(clientAddressOf('127.0.0.1', chain, 3)).toBe('forged-by-client');
    // Repeated headers are one list, in order.
    expect(clientAddressOf('127.0.0.1', ['1.1.1.1, 2.2.2.2', '3.3.3.3'], 2)).toBe('2.2.2.2');
  });

  it('with fewer entries than trusted hops, the leftmost; with none, the peer', () => {
    expect(clientAddressOf('127.0.0.1', '198.51.100.7', 3)).toBe('198.51.100.7');
    expect(clientAddressOf('127.0.0.1', undefined, 1)).toBe('127.0.0.1');
    expect(clientAddressOf('127.0.0.1', ' , ', 1)).toBe('127.0.0.1');
  });
});

describe('trustProxyHops', () => {
  it('reads 0–9 and trusts no proxy for anything else', () => {
    expect(trustProxyHops(undefined)).toBe(0);
    expect(trustProxyHops('')).toBe(0);
    expect(trustProxyHops('2')).toBe(2);
    for (const bad of ['-1', '1.5', 'two', '10']) expect(trustProxyHops(bad), bad).toBe(0);
  });
});
