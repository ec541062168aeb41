import 'server-only';
import { getAppAuth, type AppAuth } from './auth';
import { StartingError } from './errors';

// A sign-in that arrives while the first start is still making the demo world and its people
// must not read "wrong password" (the people do not exist yet), nor hang for a minute: after a
// short wait it answers 503 "starting" with Retry-After, and the sign-in page says so
// (docs/people.md).

export async function readyAppAuth(
  waitMs = 8_000,
  start: () => Promise<AppAuth> = getAppAuth,
): Promise<AppAuth> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StartingError()), waitMs);
  });
  try {
    return await Promise.race([start(), late]);
  } finally {
    clearTimeout(timer);
  }
}
