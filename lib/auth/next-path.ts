import { signInPath } from '@/lib/urls/urls';

// Where to go after signing in: only a path of this site. `//host`, `/\host` and absolute URLs
// would turn the sign-in page into an open redirect.
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  if (value.startsWith('//') || value.startsWith('/\\') || /[\u0000-\u001f]/.test(value))
    return '/';
  if (value === signInPath || value.startsWith(`${signInPath}?`)) return '/';
  return value;
}
