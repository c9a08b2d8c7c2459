// `npm run health:live`: exit 0 when the server on PORT (3000) answers /api/health/live, else 1.
// The image's HEALTHCHECK runs this file with plain node (no npm, no tsx: it runs every 15 s).
const port = process.env.PORT || '3000';
try {
  const res = await fetch(`http://127.0.0.1:${port}/api/health/live`, { signal: AbortSignal.timeout(2500) });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
