import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { ADMIN_COOKIE, createAdminUser } from '../features/admin/admin-auth.ts';

const PASSWORD = 'correct horse battery staple';
/** Cheap scrypt parameters: tests sign in often. */
const FAST = { log2N: 12, r: 8, p: 1 };

/** A reviewer account for tests of other features; `signIn` answers fresh console cookies. */
export async function testReviewer(app: FastifyInstance, db: Db, email: string, now: Date) {
  await createAdminUser(db, email, PASSWORD, now, FAST);
  return {
    async signIn(): Promise<Record<string, string>> {
      const login = await app.inject({
        method: 'POST',
        url: '/v1/admin/login',
        payload: { email, password: PASSWORD },
      });
      const cookie = login.cookies.find((c) => c.name === ADMIN_COOKIE);
      if (!cookie) throw new Error(`reviewer sign-in answered ${login.statusCode}`);
      return { [ADMIN_COOKIE]: cookie.value };
    },
  };
}
