import type { Viewer } from '@/lib/auth/server/viewer';

// A signed-in person for the tests that act for one (the operator access and its scope): only the
// role and the organizations granted matter to them, the rest is the same made-up person.

export const person = (role: Viewer['role'], orgIds: Viewer['orgIds']): Viewer => ({
  id: 'u',
  email: 'u@e.test',
  name: 'u',
  role,
  orgIds,
  sessionId: 's',
});
