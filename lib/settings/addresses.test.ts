import { describe, expect, it, vi } from 'vitest';
import { operatorAddresses, unknownHosts, type Lookup } from './addresses';
import { checkAddressesAtStart, unappliedSettings } from './at-start';

const noSuchName: Lookup = () =>
  Promise.reject(Object.assign(new Error('x'), { code: 'ENOTFOUND' }));
const cannotAskNow: Lookup = () =>
  Promise.reject(Object.assign(new Error('x'), { code: 'EAI_AGAIN' }));
const resolves: Lookup = () => Promise.resolve({ address: '192.0.2.1', family: 4 });

const settings = {
  OFD_BASE_URL: 'https://api.operator.example/',
  OFD_CONNECTIONS: 'taxcom1',
  OFD_TAXCOM1_BASE_URL: 'https://taxcom.example',
};

describe('the operators’ addresses at start', () => {
  it('lists the default connection’s address and every named one’s', () => {
    expect(operatorAddresses(settings)).toEqual([
      { variable: 'OFD_BASE_URL', url: 'https://api.operator.example/' },
      { variable: 'OFD_TAXCOM1_BASE_URL', url: 'https://taxcom.example' },
    ]);
    expect(operatorAddresses({})).toEqual([]);
  });

  it('refuses a host name that does not exist, naming its variable and not its value', async () => {
    const problems = await unknownHosts(settings, noSuchName);
    expect(problems.map((p) => p.variable)).toEqual(['OFD_BASE_URL', 'OFD_TAXCOM1_BASE_URL']);
    expect(JSON.stringify(problems)).not.toContain('example');
  });

  it('passes an operator that could not be asked now, or that resolves', async () => {
    expect(await unknownHosts(settings, cannotAskNow)).toEqual([]);
    expect(await unknownHosts(settings, resolves)).toEqual([]);
  });

  it('asks no resolver for an address literal or localhost', async () => {
    const lookup = vi.fn(noSuchName);
    const local = { OFD_BASE_URL: 'http://127.0.0.1:3100', OFD_CONNECTIONS: 'a,b' };
    const more = { OFD_A_BASE_URL: 'http://localhost:1', OFD_B_BASE_URL: 'http://[::1]:2' };
    expect(await unknownHosts({ ...local, ...more }, lookup)).toEqual([]);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('a real resolver: a name under .invalid never exists (RFC 2606)', async () => {
    const problems = await unknownHosts({ OFD_BASE_URL: 'https://no-such-operator.invalid' });
    expect(problems.map((p) => p.variable)).toEqual(['OFD_BASE_URL']);
  });

  it('stops a production server and names the setting for readiness', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const exit = vi.fn();
    const find = (source: Record<string, string | undefined>) => unknownHosts(source, noSuchName);
    expect(await checkAddressesAtStart({ ...settings, NODE_ENV: 'production' }, exit, find)).toBe(
      false,
    );
    expect(exit).toHaveBeenCalledWith(1);
    expect(unappliedSettings()).toEqual(['OFD_BASE_URL', 'OFD_TAXCOM1_BASE_URL']);
    expect(errors.mock.calls.join('\n')).toContain(
      'OFD_TAXCOM1_BASE_URL names a host that does not exist',
    );
    errors.mockRestore();
  });
});
