import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/database.ts';
import { addShops, testShop } from '../../test/fixtures.ts';
import { proveNumber } from '../../test/sessions.ts';
import { dataUrl, draft, newNumber, submit } from './claims.test-support.ts';

/** What the duplicate tests share (decision 0077): listed shops, photos with edges, claims by the form. */

/** Where the tests' shops stand: Pune, Camp. */
export const HERE = { lat: 18.5204, long: 73.8567 };
/** About 67 m north of HERE. */
export const NEAR = { lat: 18.521, long: 73.8567 };
/** About 1.1 km north of HERE. */
export const FAR = { lat: 18.5304, long: 73.8567 };

/** A photo with a texture of its own (a flat colour has no edges to hash): `seed` picks it. */
export async function texturedJpeg(seed: number): Promise<Buffer> {
  const width = 96;
  const height = 64;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 7919 + 17;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  // Big blocks of random brightness: the 9 × 8 hash sees them.
  const blocks = Array.from({ length: 8 * 12 }, () => Math.floor(next() * 256));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const value = blocks[Math.floor(y / 8) * 12 + Math.floor(x / 8)]!;
      pixels.set([value, 255 - value, (value * 3) % 256], (y * width + x) * 3);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A listed shop of the directory (imported, unclaimed unless told). */
export async function listedShop(
  db: Db,
  name: string,
  at: { lat: number; long: number },
  overrides: { pin?: string; isClaimed?: boolean } = {},
): Promise<string> {
  const id = `listed-${randomBytes(5).toString('hex')}`;
  await addShops(db, [
    testShop({
      id,
      name,
      lat: at.lat,
      long: at.long,
      city: 'Pune',
      state: 'Maharashtra',
      pin: overrides.pin ?? '411001',
      isClaimed: overrides.isClaimed ?? false,
    }),
  ]);
  return id;
}

/** A new-shop claim through the form, by a fresh number unless given; answers the shop id, the number and session. */
export async function newShopClaim(
  app: FastifyInstance,
  name: string,
  at: { lat: number; long: number },
  {
    number = newNumber(),
    photos,
    session: proven,
  }: { number?: string; photos?: { cheque: Buffer; storeFront: Buffer }; session?: string } = {},
) {
  const session = proven ?? (await proveNumber(app, number));
  const response = await submit(
    app,
    draft(number, {
      name,
      lat: at.lat,
      long: at.long,
      ...(photos
        ? {
            shopOwnerCancelledChequeImage: dataUrl('image/jpeg', photos.cheque),
            storeFrontPicture: dataUrl('image/jpeg', photos.storeFront),
          }
        : {}),
    }),
    session,
  );
  if (response.statusCode !== 201) throw new Error(`claim answered ${response.statusCode}: ${response.body}`);
  return { shopId: response.json<{ id: string }>().id, number, session };
}

/** The claim of a shop (its only one). */
export async function claimOf(db: Db, shopId: string) {
  return db.kysely.selectFrom('claims').selectAll().where('shop_id', '=', shopId).executeTakeFirstOrThrow();
}
