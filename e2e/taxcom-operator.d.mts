import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StandInFault } from './stand-in-faults.mjs';

export type TaxcomDocument = {
  fn: string;
  shift: number;
  fd: number;
  type: number;
  /** The register's wall clock of the document. */
  local: string;
  tags: Record<string, unknown>;
  /** The real receipt it was made from (`<file>#<index>`), for a receipt. */
  provenance?: string;
};
export type TaxcomWorld = {
  agreements: { agreementNumber: string; companyName: string; inn: string }[];
  outlets: { id: string; name: string; code: string; address: string; agreementNumber: string }[];
  registers: {
    outletId: string;
    kktRegNumber: string;
    kktFactoryNumber: string;
    kktModelName: string;
    name: string;
    fnFactoryNumber: string;
    fnRegDateTime: string;
    drives: string[];
  }[];
  shifts: { fn: string; shiftNumber: number; open: string; close: string }[];
  documents: TaxcomDocument[];
};
export function taxcomWorld(options: {
  receipts: { id: string; body: Record<string, unknown> }[];
  days: string[];
  perShift?: number;
  offsetHours?: number;
  inn?: string;
  agreementNumber?: string;
  rnm?: string;
  drives?: string[];
  address?: string;
}): TaxcomWorld;
export type TaxcomOperator = {
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** `apiErrorCode`: the code of Taxcom's error body (0 unless given). */
  fail(fault: StandInFault & { apiErrorCode?: number }): void;
  /** Forgets every fault still waiting. */
  recover(): void;
  expireAfter(count: number): void;
  calls: string[];
  logins(): number;
  world: TaxcomWorld;
};
export function createTaxcomOperator(options: {
  integratorId: string;
  login: string;
  password: string;
  world: TaxcomWorld;
  tokenLifetimeMs?: number;
  now?: () => number;
}): TaxcomOperator;
