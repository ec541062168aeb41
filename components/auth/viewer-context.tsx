'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Role } from '@/lib/auth/roles';

// The signed-in person's role, for client components that hide what the role may not do (the
// server refuses it anyway: lib/api/route.ts). Nothing secret: the header shows the role too.
const ViewerRole = createContext<Role | null>(null);

export function ViewerRoleProvider({ role, children }: { role: Role | null; children: ReactNode }) {
  return <ViewerRole.Provider value={role}>{children}</ViewerRole.Provider>;
}

export function useViewerRole(): Role | null {
  return useContext(ViewerRole);
}
