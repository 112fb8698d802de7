// Creates or drops a PostgreSQL database for the CI run: `node scripts/ci-database.js create|drop URL`.
// Dropping also drops the databases the tests made beside it (`<name>_...`: the run's template and
// its copies), which a run stopped midway leaves behind.
import pg from 'pg';

const [action, url] = process.argv.slice(2);
if (!['create', 'drop'].includes(action ?? '') || !url) {
  console.error('usage: node scripts/ci-database.js create|drop postgres://user@host:port/name');
  process.exit(2);
}
const target = new URL(url);
const name = decodeURIComponent(target.pathname.slice(1));
if (!/^[a-z0-9_]+$/.test(name)) {
  console.error(`refusing database name ${JSON.stringify(name)}`);
  process.exit(2);
}
const admin = new URL(url);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
try {
  if (action === 'create') {
    await client.query(`CREATE DATABASE "${name}"`);
    console.log(`created database ${name}`);
  } else {
    const { rows } = await client.query(
      `SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $1 || '_')`,
      [name],
    );
    for (const { datname } of rows) {
      const quoted = datname.replaceAll('"', '""');
      await client.query(`DROP DATABASE IF EXISTS "${quoted}" WITH (FORCE)`);
    }
    console.log(`dropped ${rows.map((row) => row.datname).join(', ') || 'nothing'}`);
  }
} finally {
  await client.end();
}
