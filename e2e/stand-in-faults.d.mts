/** An answer a test asks of a stand-in operator, for the next `times` requests whose path matches. */
export type StandInFault = {
  status: number;
  headers?: Record<string, string>;
  path?: RegExp;
  times?: number;
};
export type FaultQueue<F extends StandInFault> = {
  add(fault: F): void;
  take(path: string): (F & { headers: Record<string, string>; times: number }) | undefined;
  clear(): void;
};
export function faultQueue<F extends StandInFault = StandInFault>(): FaultQueue<F>;
