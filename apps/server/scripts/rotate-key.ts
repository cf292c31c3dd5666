// npm run rotate-key
// Embedded default: generates a new key into the data folder (the old one is kept as a previous
// key) and re-seals every row with it. With DATA_ENCRYPTION_KEY set: set the new key there and the
// old one in DATA_ENCRYPTION_PREVIOUS_KEYS, run this, then drop the previous key.
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { createTextCipher, loadEncryptionKey, loadPreviousKeys, rotateKeyFile } from '../src/lib/crypto';
import { reencryptAll } from '../src/modules/privacy/rotate-encryption';

const config = loadConfig();
const current = config.DATA_ENCRYPTION_KEY ? loadEncryptionKey(config.DATA_ENCRYPTION_KEY, config.keyDir, config.dataDir) : rotateKeyFile(config.keyDir, config.dataDir);
const cipher = createTextCipher([current, ...loadPreviousKeys(config.DATA_ENCRYPTION_PREVIOUS_KEYS, config.keyDir, config.dataDir)]);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
await runMigrations(database);
const counts = await reencryptAll(database.db, cipher);
await database.close();
console.info(`Re-sealed with key ${cipher.keyId}:`);
console.info(JSON.stringify(counts));
