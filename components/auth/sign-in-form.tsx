'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { problemKindOf, type ProblemKind } from '@/lib/problems/problem-kinds';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { postSignIn } from '@/lib/query/session';

type Failure =
  { key: 'invalid' | 'failed' | 'starting' | 'unavailable' } | { key: 'tooMany'; minutes: number };

/** Email and password, posted to /api/auth/sign-in/email; on success a full load of `next`. */
export function SignInForm({ next }: { next: string }) {
  const t = useTranslations('Auth');
  const id = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setFailure(null);
    try {
      const response = await postSignIn(form.get('email'), form.get('password'));
      if (response.ok) {
        // A full load, so every server component renders for the signed-in person.
        window.location.assign(next);
        return;
      }
      const retryAfter = Number(response.headers.get('Retry-After'));
      setFailure(
        response.status === 429
          ? { key: 'tooMany', minutes: Math.max(1, Math.ceil(retryAfter / 60)) }
          : { key: failureKey(response.status, await problemKind(response)) },
      );
    } catch {
      setFailure({ key: 'failed' });
    }
    setPending(false);
  };

  return (
    // method="post": a form submitted before this script has loaded must not put the email and
    // password in the address (a GET would, and so into history and access logs).
    <form
      method="post"
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-describedby={`${id}-error`}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-email`}>{t('email')}</Label>
        <Input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-password`}>{t('password')}</Label>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </div>
      <div id={`${id}-error`} aria-live="polite">
        {failure && (
          <Alert tone="danger">
            {failure.key === 'tooMany'
              ? t('tooMany', { minutes: failure.minutes })
              : t(failure.key)}
          </Alert>
        )}
      </div>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}

/**
 * The first start answers 503 "starting" (lib/auth/server/ready.ts), a database outage 503
 * "database-unavailable" (docs/outages.md): neither is a wrong password. The fields stay as typed,
 * so a retry is one click.
 */
function failureKey(
  status: number,
  kind: ProblemKind | undefined,
): 'invalid' | 'failed' | 'starting' | 'unavailable' {
  if (kind === 'starting') return 'starting';
  if (status === 503) return 'unavailable';
  return status === 401 ? 'invalid' : 'failed';
}

async function problemKind(response: Response): Promise<ProblemKind | undefined> {
  const body = (await response.json().catch(() => null)) as { type?: unknown } | null;
  return typeof body?.type === 'string' ? problemKindOf(body.type) : undefined;
}
