import { main } from './throttled-timings.ts';

/** Issue 27's throttled timings alone, against a running built server: see throttled-timings.ts. */
main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
