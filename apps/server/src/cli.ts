import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-configured';
import { isDemoDataLoaded, loadDemoData } from './db/seed/demo-data';

/**
 * Operator commands, run through `npm run <name>`:
 *   migrate  apply pending migrations and exit
 *   seed     load the demo data (also into a DATABASE_URL database, which start-up never seeds)
 */
const commands: Record<string, () => Promise<void>> = {
  async migrate() {
    const opened = await openConfiguredDatabase(loadConfig());
    await opened.close();
    console.info('Migrations applied.');
  },
  async seed() {
    const opened = await openConfiguredDatabase(loadConfig());
    try {
      if (await isDemoDataLoaded(opened.database.db)) {
        console.info('Demo data is already loaded: nothing to do.');
        return;
      }
      await loadDemoData(opened.database.db);
      console.info('Demo data loaded.');
    } finally {
      await opened.close();
    }
  },
};

const name = process.argv[2] ?? '';
const command = commands[name];
if (!command) {
  console.error(`Unknown command "${name}". Commands: ${Object.keys(commands).join(', ')}`);
  process.exit(2);
}
command().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
