// npm run refunds -- list [--json]
// Operator view of refund requests (spec: refund form). Reads the configured database with the
// configured encryption keys. With the embedded database, stop the server first: PGlite allows one
// process at a time.
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { createTextCipher, loadEncryptionKey, loadPreviousKeys } from '../src/lib/crypto';
import { formatRefunds, listRefunds } from '../src/modules/billing/refunds-report';

const [command, ...flags] = process.argv.slice(2);
if (command !== 'list') {
  console.error('Usage: npm run refunds -- list [--json]');
  process.exit(2);
}
const config = loadConfig();
const cipher = createTextCipher([loadEncryptionKey(config.DATA_ENCRYPTION_KEY, config.keyDir, config.dataDir), ...loadPreviousKeys(config.DATA_ENCRYPTION_PREVIOUS_KEYS, config.keyDir, config.dataDir)]);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolMax: 1 });
try {
  await runMigrations(database);
  const list = await listRefunds(database.db, cipher);
  console.info(flags.includes('--json') ? JSON.stringify(list, null, 2) : formatRefunds(list));
} finally {
  await database.close();
}
