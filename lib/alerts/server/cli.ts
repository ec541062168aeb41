import { migrateAtStart } from '@/lib/app-database/migrations';
import { evaluateInApp } from './run';

// `npm run alerts:evaluate -- --once`: one evaluation from the command line, with the app's
// configuration (the same database, operator and channels as the server). With the built-in
// service, the app must be running: the board reads the operator over HTTP (docs/alerts.md).

async function main(args: string[]) {
  if (!args.includes('--once')) {
    console.error('usage: npm run alerts:evaluate -- --once');
    return 2;
  }
  // The alerts' tables, made here too when the server has never started on this database.
  await migrateAtStart();
  const result = await evaluateInApp();
  if (!result.ran) {
    console.info('another evaluator is running; nothing done');
    return 0;
  }
  const sent = result.deliveries.filter((d) => d.status === 'sent').length;
  console.info(
    `episodes opened ${result.opened}, resolved ${result.resolved}; messages recorded ${result.recorded}, sent ${sent}, not sent ${result.deliveries.length - sent}`,
  );
  for (const d of result.deliveries) {
    console.info(
      `${d.status}\t${d.channel}\t${d.kind}\t${d.target}${d.error ? `\t${d.error}` : ''}`,
    );
  }
  return result.deliveries.some((d) => d.status === 'failed') ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
