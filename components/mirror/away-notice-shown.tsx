'use client';

import { createContext, useContext, type ReactNode } from 'react';

// Whether the page's server render already says the operator is away (mirror-freshness.server.tsx):
// then an answer read from the copy adds no second notice of its own.

const Shown = createContext(false);

export function AwayNoticeShown({ shown, children }: { shown: boolean; children: ReactNode }) {
  return <Shown.Provider value={shown}>{children}</Shown.Provider>;
}

export const useAwayNoticeShown = () => useContext(Shown);
