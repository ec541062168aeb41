import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OfdRuWorld } from './ofdru-world.mjs';
import type { StandInFault } from './stand-in-faults.mjs';

export type OfdRuOperator = {
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  fail(fault: StandInFault): void;
  recover(): void;
  endTokens(): void;
  endTokensAfter(count: number): void;
  calls: string[];
  logins(): number;
  world: OfdRuWorld;
};
export function createOfdRuOperator(options: {
  login: string;
  password: string;
  world: OfdRuWorld;
  tokenLifetimeMs?: number;
  now?: () => number;
}): OfdRuOperator;
