import { afterAll, beforeAll, vi } from 'vitest';
import type { PublishedScenario } from '@/e2e/published-operator.mjs';
import type { DocumentType } from '@/lib/ofd/document-types';
import { toIngestDocument } from '@/lib/service/ingest';
import type { DemoWorld, WorldDocument } from '@/lib/service/seed/world';
import { startService, type Service } from '@/lib/service/testing/fixture-service';
import {
  contractRegister,
  describePublishedContract,
  type OperatorUnderTest,
} from '../testing/published-contract';

// The published-protocol contract suite (lib/documents/testing/published-contract.ts) against the
// built-in service, over real HTTP: the same cases the stand-in operator passes
// (published-contract.test.ts), so the service is held to the published description, not to the
// dashboard. Each scenario is loaded into a fresh store (SQLite, or PostgreSQL in the `postgres`
// project) as a world of one organization, one register and its documents.

const INTEGRATOR = {
  apiKey: '5c0a7b1e-2d3f-4a5b-8c6d-7e8f9a0b1c2d',
  sessionId: 'published-contract-session',
  userId: 'published-contract',
};

type Envelope = Record<string, Record<string, unknown>>;
type Register = typeof contractRegister;

function worldDocument(envelope: Envelope): WorldDocument {
  const [type, body] = Object.entries(envelope)[0]!;
  const dateTime = body.dateTime as string;
  return {
    type: type as DocumentType,
    body: { ...body, receiveDateTimeUtc: `${dateTime}Z` } as WorldDocument['body'],
  };
}

function worldOf(scenario: PublishedScenario): DemoWorld {
  const organization = scenario.organization as unknown as DemoWorld['organizations'][number];
  const register = scenario.register as unknown as Register;
  return {
    anchorDate: '2024-09-17',
    integrators: [{ apiKey: INTEGRATOR.apiKey, name: 'published contract' }],
    sessions: [
      {
        id: INTEGRATOR.sessionId,
        apiKey: INTEGRATOR.apiKey,
        userId: INTEGRATOR.userId,
        expiresAtUtc: '2099-01-01T00:00:00Z',
      },
    ],
    organizations: [organization],
    cashboxes: [
      {
        organizationId: organization.id,
        regNumber: register.regNumber,
        serialNumber: register.serialNumber,
        name: register.name,
        modelName: register.modelName,
        kpp: register.kpp,
        salesPointName: register.salesPointName,
        addresses: register.addresses,
        fiscalDrives: register.fiscalDrives.map((drive) => ({
          fiscalDriveNumber: drive.fiscalDriverNumber,
          installedAt: drive.earliestDocumentTimestamp,
        })),
      },
    ],
    grants: [
      {
        apiKey: INTEGRATOR.apiKey,
        userId: INTEGRATOR.userId,
        organizationId: organization.id,
        cashboxes: [
          {
            regNumber: register.regNumber,
            permissionFrom: register.permissionFrom,
            permissionTo: register.permissionTo,
          },
        ],
      },
    ],
    documents: () => (scenario.documents ?? []).map(worldDocument),
  };
}

let service: Service | undefined;

const target: OperatorUnderTest = {
  get connection() {
    return {
      baseUrl: service!.origin,
      apiKeyHeader: 'X-Vendor-Ofd-ApiKey',
      apiKey: INTEGRATOR.apiKey,
      sessionId: INTEGRATOR.sessionId,
    };
  },
  async seed(scenario) {
    await service?.close();
    service = await startService(worldOf(scenario));
  },
  async add(_orgId, _rnm, documents) {
    const rows = (documents ?? []).map((envelope) => {
      const { type, body } = worldDocument(envelope);
      return toIngestDocument(type, body);
    });
    await service!.store.ingestDocuments(rows);
  },
};

beforeAll(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => service?.close());

describePublishedContract('the built-in service', () => target);
