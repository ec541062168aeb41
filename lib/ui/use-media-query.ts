'use client';

import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches; false during server rendering and hydration. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below Tailwind's `sm` breakpoint (640 px): phones, where lists become cards. */
export const PHONE_QUERY = '(max-width: 639px)';

export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
