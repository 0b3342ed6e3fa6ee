/** Child process of bench:api: a fastify route answering precomputed bytes (the ceiling for a JSON route). */
import fs from 'node:fs';
import Fastify from 'fastify';

const body = fs.readFileSync(process.argv[2] as string);
const app = Fastify();
app.post('/api/Volunteer/college_intell_screen', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
console.log(`LISTENING ${typeof addr === 'object' && addr ? addr.port : ''}`);
