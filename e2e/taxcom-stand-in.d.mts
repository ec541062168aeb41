import type { TaxcomWorld } from './taxcom-operator.mjs';

export const TAXCOM_E2E: {
  name: string;
  title: string;
  integratorId: string;
  login: string;
  password: string;
  inn: string;
  rnm: string;
  drive: string;
  shortName: string;
};
export function taxcomDays(now?: number): string[];
export function taxcomE2eWorld(now?: number): TaxcomWorld;
