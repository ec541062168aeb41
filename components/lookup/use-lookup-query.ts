'use client';

import { parseAsString, useQueryState } from 'nuqs';

/** The lookup's `?q=`, shared by the search box and the results (nuqs keeps them in step). */
export function useLookupQueryState() {
  return useQueryState('q', parseAsString.withDefault('').withOptions({ history: 'push' }));
}
