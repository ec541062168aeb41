import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StandInFault } from './stand-in-faults.mjs';

export type PublishedScenario = {
  organization: { id: string; inn: string; shortName: string; [field: string]: unknown };
  register: { regNumber: string; [field: string]: unknown };
  documents?: Record<string, Record<string, unknown>>[];
};
export type PagingEnding = 'published' | 'null' | 'missing' | 'endless';
export type PublishedOperator = {
  seed(scenario: PublishedScenario): void;
  add(orgId: string, rnm: string, documents: Record<string, Record<string, unknown>>[]): void;
  setEnding(ending: PagingEnding): void;
  fail(fault: StandInFault): void;
  setPageSize(size: number): void;
  clear(): void;
  documentsOf(orgId: string, rnm: string): Record<string, Record<string, unknown>>[];
  handle(req: IncomingMessage, res: ServerResponse): boolean;
};
export function createPublishedOperator(credentials?: {
  apiKeyHeader?: string;
  apiKey?: string;
  sessionId?: string;
}): PublishedOperator;
