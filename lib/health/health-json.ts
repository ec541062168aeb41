import type { HealthRow } from './types';

// GET /api/health/registers names each row's register by `kktRegId`, the operator's name for it
// (docs/health.md): the API's fields stay as published. In code the register's number is `rnm`
// (docs/conventions.md, glossary); these two functions are the edge between the names.

/** A health row as the API writes it. */
export type HealthRowJson = Omit<HealthRow, 'rnm'> & { kktRegId: string };

export function toHealthJson({ organizationId, rnm, ...rest }: HealthRow): HealthRowJson {
  return { organizationId, kktRegId: rnm, ...rest };
}

export function fromHealthJson({ organizationId, kktRegId, ...rest }: HealthRowJson): HealthRow {
  return { organizationId, rnm: kktRegId, ...rest };
}
