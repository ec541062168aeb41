import type { IncomingMessage, ServerResponse } from 'node:http';

export const STAND_IN: {
  orgId: string;
  inn: string;
  shortName: string;
  rnm: string;
  serial: string;
  drive: string;
};
export function standInDay(now?: number): string;
export function standIn(
  req: IncomingMessage,
  res: ServerResponse,
  json: (res: ServerResponse, status: number, body: unknown) => void,
  listed: (then: (list: unknown[]) => void) => void,
): boolean;
