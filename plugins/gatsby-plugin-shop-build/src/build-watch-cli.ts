/**
 * `tsx plugins/gatsby-plugin-shop-build/src/build-watch-cli.ts <command> [args…]`: runs the command
 * as build-watch.ts does (scripts/build-site.sh runs `npx gatsby build` so) and exits with its code.
 * BUILD_HANG_GRACE_S sets how long a build may run on after its data store failed (90 s).
 */
import { runWatched } from './build-watch';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  process.stderr.write('usage: build-watch-cli.ts <command> [args…]\n');
  process.exit(2);
}
const grace = Number(process.env.BUILD_HANG_GRACE_S);
runWatched(command, args, { graceMs: Number.isFinite(grace) && grace > 0 ? grace * 1000 : undefined }).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
