// The command lines' shared entry (the service's, people's and the mirror's, see package.json's
// scripts): a basic of its own so that none of them imports another's.

export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * Runs a command line's main on the process arguments and exits with its code. A usage mistake
 * (a UsageError or one of parseArgs') prints the message and the usage: exit 2. `explain` may print
 * a known error its own way and name the code; anything else is printed whole: exit 1.
 */
export function runMain(
  main: (argv: string[]) => Promise<number>,
  usage: string,
  explain: (error: unknown) => number | undefined = () => undefined,
): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (
        error instanceof UsageError ||
        (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
      ) {
        console.error(`${(error as Error).message}\n\n${usage}`);
        process.exit(2);
      }
      const code = explain(error);
      if (code === undefined) console.error(error);
      process.exit(code ?? 1);
    },
  );
}
