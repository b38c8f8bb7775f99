/**
 * Operator accounts from the command line (docs/operations.md):
 *   npm run operator:add -- --login ayna --name "Aýna" [--reset]   (password asked, or OPERATOR_PASSWORD)
 *   npm run operator:list
 *   npm run operator:disable -- --login ayna
 * On the database the API uses (DATABASE_URL, else PGlite in DATA_DIR); PGlite's files are locked
 * by a running API, so stop it first there (PostgreSQL needs no stop).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { OperatorInputError, disableOperator, listOperators, saveOperator } from './operators';

/** The password without echo on a terminal; a piped line otherwise. */
async function askPassword(): Promise<string> {
  if (process.env.OPERATOR_PASSWORD) return process.env.OPERATOR_PASSWORD;
  const input = process.stdin;
  process.stderr.write('password: ');
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  input.setRawMode(true);
  input.resume();
  return new Promise((done) => {
    let typed = '';
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stderr.write('\n');
          return done(typed);
        }
        if (char === '\u0003') process.exit(130);
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    input.on('data', onData);
  });
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: { login: { type: 'string' }, name: { type: 'string' }, reset: { type: 'boolean', default: false } },
  });
  if (!['add', 'list', 'disable'].includes(command ?? '') || (command !== 'list' && !values.login)) {
    console.error('usage: npm run operator:add -- --login LOGIN --name "NAME" [--reset]');
    console.error('       npm run operator:list');
    console.error('       npm run operator:disable -- --login LOGIN');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === 'list') {
      for (const row of await listOperators(database.db)) {
        console.log(`${row.login}\t${row.name}\t${row.disabledAt ? 'disabled' : 'active'}`);
      }
    } else if (command === 'disable') {
      const done = await disableOperator(database.db, values.login!);
      console.log(
        done ? `operator '${values.login}' disabled; their consoles are signed out` : `no operator '${values.login}'`,
      );
      if (!done) process.exitCode = 1;
    } else {
      const password = await askPassword();
      const { operator, created } = await saveOperator(database.db, {
        login: values.login!,
        name: values.name ?? values.login!,
        password,
        reset: values.reset,
      });
      console.log(
        `operator '${operator.login}' (${operator.name}) ${created ? 'added' : 'updated'}; sign in at /operator`,
      );
    }
  } catch (error) {
    if (!(error instanceof OperatorInputError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
