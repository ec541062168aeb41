import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';
import { readConnections } from './env-connections';

// Operator connections beside the default one (docs/configuration.md, "Several operators"): whole
// or refused at start with the variable named, never half-configured, never a value echoed.

const TAXCOM = {
  OFD_CONNECTIONS: 'taxcom1',
  OFD_TAXCOM1_KIND: 'taxcom',
  OFD_TAXCOM1_BASE_URL: 'https://api-lk-ofd.taxcom.example/',
  OFD_TAXCOM1_INTEGRATOR_ID: 'integrator-1',
  OFD_TAXCOM1_LOGIN: 'owner@example.test',
  OFD_TAXCOM1_PASSWORD: 'pass word with spaces',
  OFD_TAXCOM1_TITLE: 'Такском',
};

describe('operator connections', () => {
  it('are none unless named, and the single-operator settings stay as they were', () => {
    expect(readConnections({})).toEqual({ connections: [], problems: [] });
    expect(parseEnv({ PORT: '3100' })).toMatchObject({ builtIn: true, connections: [] });
  });

  it('reads a Taxcom connection whole', () => {
    expect(parseEnv(TAXCOM).connections).toEqual([
      {
        kind: 'taxcom',
        name: 'taxcom1',
        title: 'Такском',
        baseUrl: 'https://api-lk-ofd.taxcom.example',
        integratorId: 'integrator-1',
        login: 'owner@example.test',
        password: 'pass word with spaces',
      },
    ]);
    expect(parseEnv({ ...TAXCOM, OFD_TAXCOM1_TITLE: '' }).connections[0]?.title).toBe('taxcom1');
  });

  it.each([
    [{ OFD_TAXCOM1_KIND: 'ofd-ru' }, 'OFD_TAXCOM1_KIND', 'must be one of: taxcom, ofdru'],
    [{ OFD_TAXCOM1_KIND: undefined }, 'OFD_TAXCOM1_KIND', 'must be one of: taxcom, ofdru'],
    [
      { OFD_TAXCOM1_PASSWORD: ' ' },
      'OFD_TAXCOM1_PASSWORD',
      'is required for a connection of kind taxcom',
    ],
    [
      { OFD_TAXCOM1_BASE_URL: 'ftp://x' },
      'OFD_TAXCOM1_BASE_URL',
      'must be an absolute http(s) URL',
    ],
    [
      { OFD_TAXCOM1_INTEGRATOR_ID: 'with space' },
      'OFD_TAXCOM1_INTEGRATOR_ID',
      'must be printable ASCII without spaces',
    ],
    [
      { OFD_CONNECTIONS: 'Taxcom' },
      'OFD_CONNECTIONS',
      expect.stringMatching(/^must be distinct names/),
    ],
    [
      { OFD_CONNECTIONS: 'a,a' },
      'OFD_CONNECTIONS',
      expect.stringMatching(/^must be distinct names/),
    ],
  ])('refuses %j naming %s', (change, variable, problem) => {
    const { connections, problems } = readConnections({ ...TAXCOM, ...change });
    expect(connections).toEqual([]);
    expect(problems).toEqual([{ variable, problem }]);
    expect(() => parseEnv({ ...TAXCOM, ...change })).toThrow(EnvError);
    expect(() => parseEnv({ ...TAXCOM, ...change })).toThrow(variable);
  });

  const OFD_RU = {
    OFD_CONNECTIONS: 'ofdru1',
    OFD_OFDRU1_KIND: 'ofdru',
    OFD_OFDRU1_BASE_URL: 'https://ofd.example/',
    OFD_OFDRU1_LOGIN: 'owner',
    OFD_OFDRU1_PASSWORD: 'secret',
    OFD_OFDRU1_INNS: '7725713770, 500100732259',
  };

  it('reads an OFD.ru connection whole, its INNs a list', () => {
    expect(parseEnv(OFD_RU).connections).toEqual([
      {
        kind: 'ofdru',
        name: 'ofdru1',
        title: 'ofdru1',
        baseUrl: 'https://ofd.example',
        login: 'owner',
        password: 'secret',
        inns: ['7725713770', '500100732259'],
      },
    ]);
  });

  it.each([
    [{ OFD_OFDRU1_INNS: undefined }, 'is required for a connection of kind ofdru'],
    [{ OFD_OFDRU1_INNS: '7725713770,77257137' }, expect.stringMatching(/^must be distinct INNs/)],
    [{ OFD_OFDRU1_INNS: '7725713770,7725713770' }, expect.stringMatching(/^must be distinct INNs/)],
  ])('refuses OFD.ru INNs %j', (change, problem) => {
    const { connections, problems } = readConnections({ ...OFD_RU, ...change });
    expect(connections).toEqual([]);
    expect(problems).toEqual([{ variable: 'OFD_OFDRU1_INNS', problem }]);
  });

  it('never says a value in what it refuses', () => {
    const { problems } = readConnections({
      ...TAXCOM,
      OFD_TAXCOM1_BASE_URL: 'https://u:pw@x.example',
    });
    expect(problems).toEqual([
      { variable: 'OFD_TAXCOM1_BASE_URL', problem: 'must not contain credentials' },
    ]);
    expect(JSON.stringify(problems)).not.toContain('pw@');
  });
});
