import type { ReactNode } from 'react';

/** The frame every error state shares: a heading, a sentence, an optional reference and action. */
export function ErrorPanel({
  title,
  text,
  reference,
  children,
  testId,
}: {
  title: string;
  text: ReactNode;
  reference?: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className="my-6 rounded-lg border border-red-200 bg-red-50 p-5 text-red-950 dark:border-red-900 dark:bg-red-950/40 dark:text-red-50"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-2">{text}</p>
      {reference && <p className="mt-2 font-mono text-sm opacity-80">{reference}</p>}
      {children}
    </div>
  );
}
