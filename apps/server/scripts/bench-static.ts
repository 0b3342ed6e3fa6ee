/** Child process of bench:api: a fastify route answering precomputed bytes (the ceiling for a JSON route). */
import fs from 'node:fs';
import Fastify from 'fastify';
import { JsonBytes, sendJson } from '../src/http/compressed';

// The same raw and compressed bytes the server keeps for a cached tab-1 answer, made before listening, sent the same way.
const body = JsonBytes.of(fs.readFileSync(process.argv[2] as string));
await Promise.all([body.as('br'), body.as('gzip')]);
const app = Fastify();
app.post('/api/Volunteer/college_intell_screen', async (req, reply) => sendJson(req, reply, body));
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
console.log(`LISTENING ${typeof addr === 'object' && addr ? addr.port : ''}`);
