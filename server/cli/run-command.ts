import { ConfigError } from '../config';

/** A command's own "no" (bad arguments, nothing to do): printed as it is, one line. */
export class Refused extends Error {}

/**
 * Runs a server-machine command and prints its one-line answer, or one line saying why not:
 * refusals and settings as they are, anything else (a database that does not answer) with the
 * stack left out, so an operator reads one line either way.
 */
export function runCommand(name: string, run: (args: string[]) => Promise<string>): void {
  run(process.argv.slice(2)).then(
    (answer) => console.log(answer),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      const known = error instanceof Refused || error instanceof ConfigError;
      console.error(`btv ${name}: ${known ? message : `failed: ${message.split('\n')[0]}`}`);
      process.exitCode = 1;
    },
  );
}
