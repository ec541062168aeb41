/** The unit test files that may share a worker (paths from the repository's root). */
export function sharedTestFiles(root?: string): string[];
