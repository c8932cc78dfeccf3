import Fastify from 'fastify';
import pg from 'pg';

/**
 * The bench's "generic one-row read" (issue 30, decision 0085): a stand-in for what a generic
 * auto-generated REST layer does for GET /shops/:id, so that every PostgreSQL run measures the
 * detail against it on the same machine in the same minutes. A bare Fastify route, a pool of 10
 * connections like ours, `select * from shops where id = $1` as a prepared statement, the row
 * replied as JSON (JSON.stringify). No hooks, no headers, no ETag, no time limit: a floor of what
 * any such layer costs, not a product.
 *
 * Run by the bench as its own process (dist/bench-generic.js) with DATABASE_URL and PORT.
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });

app.get<{ Params: { id: string } }>('/shops/:id', async (request, reply) => {
  const { rows } = await pool.query({
    name: 'generic-read',
    text: 'select * from shops where id = $1',
    values: [request.params.id],
  });
  if (!rows[0]) return reply.code(404).send({ message: 'Not found' });
  return rows[0] as Record<string, unknown>;
});
// The bench's start-up probe asks this address.
app.get('/v1/health', async () => ({ status: 'ok' }));

await app.listen({ port: Number(process.env.PORT ?? 9400), host: '127.0.0.1' });
