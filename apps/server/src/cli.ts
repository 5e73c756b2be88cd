import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-configured';
import { isDemoDataLoaded, loadDemoData } from './db/seed/demo-data';
import { createStorage } from './lib/storage';
import { CliError, createAdmin } from './modules/users/create-admin';

/**
 * Operator commands, run through `npm run <name>`:
 *   migrate  apply pending migrations and exit
 *   seed     load the demo data (also into a DATABASE_URL database, which start-up never seeds)
 *   create-admin --username NAME --email MAIL [--password PASS]
 *            create a back-office administrator (password from --password, ADMIN_PASSWORD or a prompt)
 */
const commands: Record<string, () => Promise<void>> = {
  async migrate() {
    const opened = await openConfiguredDatabase(loadConfig());
    await opened.close();
    console.info('Migrations applied.');
  },
  async 'create-admin'() {
    const { values } = parseArgs({
      args: process.argv.slice(3),
      options: { username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
    });
    const password =
      values.password ?? process.env.ADMIN_PASSWORD ?? (await ask('Password (8+ characters, no spaces): '));
    const opened = await openConfiguredDatabase(loadConfig());
    try {
      const user = await createAdmin(opened.database.db, {
        username: values.username ?? '',
        email: values.email ?? '',
        password,
      });
      console.info(`Administrator "${user.username}" created (id ${user.id}).`);
    } finally {
      await opened.close();
    }
  },
  async seed() {
    const config = loadConfig();
    const opened = await openConfiguredDatabase(config);
    try {
      if (await isDemoDataLoaded(opened.database.db)) {
        console.info('Demo data is already loaded: nothing to do.');
        return;
      }
      await loadDemoData(opened.database.db, { storage: createStorage(config.storageDir) });
      console.info('Demo data loaded.');
    } finally {
      await opened.close();
    }
  },
};

async function ask(question: string): Promise<string> {
  if (!process.stdin.isTTY) return '';
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question(question);
  } finally {
    rl.close();
  }
}

const name = process.argv[2] ?? '';
const command = commands[name];
if (!command) {
  console.error(`Unknown command "${name}". Commands: ${Object.keys(commands).join(', ')}`);
  process.exit(2);
}
command().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof CliError ? error.message : error);
    process.exit(1);
  },
);
