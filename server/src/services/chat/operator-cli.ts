/**
 * Operator accounts from the command line (docs/operations.md):
 *   npm run operator:add -- --login ayna --name "Aýna" [--roles owner,catalogue,orders,chat] [--reset]
 *     (password asked, or OPERATOR_PASSWORD; without --roles a new account is a chat operator)
 *   npm run operator:list
 *   npm run operator:disable -- --login ayna
 * On the database the API uses (DATABASE_URL, else PGlite in DATA_DIR). Beside an API running on
 * PGlite the change goes through that API's admin calls (its files take one process only, docs/adr/012);
 * with no API answering, the command opens the database itself, under its lock.
 */
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '../../contract/staff';
import { STAFF_APP_BASE } from '../../contract/staff-app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { DataDirLocked } from '../../db/data-dir-lock';
import { runningApi } from '../../db/running-api';
import { OperatorInputError, disableOperator, listOperators, saveOperator } from '../staff/accounts';
import { operatorsThroughApi, type OperatorCommands } from './operator-cli-api';

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

/** `--roles owner,chat`: each a role of contract/staff.ts. */
function parseRoles(text: string): StaffRole[] {
  const roles = [...new Set(text.split(',').map((role) => role.trim()))];
  const unknown = roles.filter((role) => !(STAFF_ROLES as readonly string[]).includes(role));
  if (!roles.length || unknown.length)
    throw new OperatorInputError(`--roles takes a comma-separated list of ${STAFF_ROLES.join(', ')}`);
  return roles as StaffRole[];
}

async function run(
  commands: OperatorCommands,
  command: string,
  values: { login?: string; name?: string; reset: boolean; roles?: string },
) {
  if (command === 'list') {
    for (const row of await commands.list())
      console.log(`${row.login}\t${row.name}\t${row.active ? 'active' : 'disabled'}`);
  } else if (command === 'disable') {
    const done = await commands.disable(values.login!);
    console.log(
      done ? `operator '${values.login}' disabled; their consoles are signed out` : `no operator '${values.login}'`,
    );
    if (!done) process.exitCode = 1;
  } else {
    const roles = values.roles === undefined ? undefined : parseRoles(values.roles);
    const password = await askPassword();
    if (!password) throw new OperatorInputError('no password given: type it when asked, or set OPERATOR_PASSWORD');
    const { login, name, created } = await commands.save({
      login: values.login!,
      name: values.name ?? values.login!,
      password,
      reset: values.reset,
      roles,
    });
    // Everyone signs in to the staff app; a chat operator's first screen is the console.
    const chatOnly = !roles || (roles.length === 1 && roles[0] === 'chat');
    const where = `; sign in at ${STAFF_APP_BASE}${chatOnly ? '/chat' : ''}`;
    console.log(`operator '${login}' (${name}) ${created ? 'added' : 'updated'}${where}`);
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      login: { type: 'string' },
      name: { type: 'string' },
      roles: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  });
  if (!['add', 'list', 'disable'].includes(command ?? '') || (command !== 'list' && !values.login)) {
    console.error(
      'usage: npm run operator:add -- --login LOGIN --name "NAME" [--roles owner,catalogue,orders,chat] [--reset]',
    );
    console.error('       npm run operator:list');
    console.error('       npm run operator:disable -- --login LOGIN');
    process.exit(2);
  }
  const config = loadConfig();
  const api = config.databaseUrl ? null : await runningApi(config.dataDir);
  if (api) {
    console.error(`(through the API running at ${api.url})`);
    return run(operatorsThroughApi(api), command, values);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await run(
      {
        list: async () =>
          (await listOperators(database.db)).map((row) => ({
            login: row.login,
            name: row.name,
            active: !row.disabledAt,
          })),
        disable: (login) => disableOperator(database.db, login),
        save: async (input) => {
          const { operator, created } = await saveOperator(database.db, input);
          return { login: operator.login, name: operator.name, created };
        },
      },
      command,
      values,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  if (error instanceof OperatorInputError || error instanceof DataDirLocked) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
