/**
 * jest's globalTeardown: removes the run's folder of PGlite dumps and drops its PostgreSQL templates
 * (the databases named with seeds.ts's templatePrefix).
 */
const { rmSync } = require('node:fs');
const { basename } = require('node:path');

module.exports = async function tearDownSeeds() {
  const dir = process.env.STOREFRONT_TEST_SEEDS;
  if (!dir) return;
  rmSync(dir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const prefix = `test_seed_${basename(dir)
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()}_`;
  const { Client } = require('pg');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
};
