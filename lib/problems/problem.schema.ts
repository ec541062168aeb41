import { z } from 'zod';

// The zod schema of a dashboard API problem body (RFC 9457), for the server and tests. The kinds
// live in problem-kinds.ts and the browser reads bodies with problem-guard.ts, both zod-free.

export const problemSchema = z.looseObject({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  correlationId: z.string().optional(),
  /** rate-limited: seconds to wait. */
  retryAfter: z.number().optional(),
  /** outside-permission-window: the register's window, local date-times. */
  permissionFrom: z.string().optional(),
  permissionTo: z.string().optional(),
  /** upstream-unavailable with the operator away: the days the mirror's copy holds (dates). */
  copyFrom: z.string().optional(),
  copyTo: z.string().optional(),
  /** invalid-request: which parameter failed and why (our own messages, never the input). */
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;
