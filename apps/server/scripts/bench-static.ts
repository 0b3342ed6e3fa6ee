/**
 * Child process of bench:api: a fastify route answering precomputed bytes (the ceiling for a JSON route). One file:
 * every request gets it; `aspid=file` arguments: each request gets the file of its body's aspid (the national set).
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import { JsonBytes, sendJson } from '../src/http/compressed';

// The same raw and compressed bytes the server keeps for a cached tab-1 answer, made before listening, sent the same way.
const args = process.argv.slice(2);
const byAspid = new Map<number, JsonBytes>();
for (const a of args) {
  const eq = a.indexOf('=');
  const b = JsonBytes.of(fs.readFileSync(eq > 0 ? a.slice(eq + 1) : a));
  await Promise.all([b.as('br'), b.as('gzip')]);
  byAspid.set(eq > 0 ? Number(a.slice(0, eq)) : 0, b);
}
const app = Fastify();
app.post('/api/Volunteer/college_intell_screen', async (req, reply) => {
  const aspid = byAspid.size > 1 ? Number((req.body as { aspid?: unknown } | undefined)?.aspid) : 0;
  const body = byAspid.get(aspid) ?? byAspid.values().next().value!;
  return sendJson(req, reply, body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
console.log(`LISTENING ${typeof addr === 'object' && addr ? addr.port : ''}`);
