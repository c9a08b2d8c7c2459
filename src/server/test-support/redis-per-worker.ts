// Unit and API test files run two at a time (vitest.config.ts). Those that use Redis name their
// keys after searches, addresses and rate-limit rules that another file's server may name alike
// (a search cache entry is keyed by the search and the data version, which two fresh databases
// share). Each worker therefore gets a Redis database of its own (Redis has 16), so no file reads
// what a file in the other worker wrote. Pub/sub ignores database numbers, but its topics carry
// random UUIDs of people, so they cannot meet.
const url = process.env.TEST_REDIS_URL;
const worker = Number(process.env.VITEST_POOL_ID ?? '1');
if (url && Number.isInteger(worker) && worker >= 1 && worker <= 15) {
  const parsed = new URL(url);
  parsed.pathname = `/${worker}`;
  process.env.TEST_REDIS_URL = parsed.toString();
}
