import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@local-shops/shared';
import { LISTING_LIMITS, LISTING_MESSAGES, type OwnerListing, type ReviewedFields } from '@local-shops/shared/listing';
import {
  ownerShopPhotoRoute,
  ownerShopPhotosRoute,
  ownerShopRoute,
  ownerShopUpdateRoute,
} from '@local-shops/shared/owner-routes';
import type { Db } from '../../db/database.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import type { PublicImages } from '../../lib/image-store.ts';
import { decodeImage, LISTING_PHOTO_INVALID } from '../../lib/image-upload.ts';
import { countAttempt } from '../../lib/request-limits.ts';
import { routeTable } from '../../lib/route-table.ts';
import { ownedShopOf, requireShopOwner } from '../../lib/session-guard.ts';
import { withUploads, type UploadSpec } from '../../lib/uploads.ts';
import {
  currentReviewedFields,
  deletePhoto,
  insertPhoto,
  knownCategories,
  listPhotos,
  ownerListing,
  saveEdit,
  updateListing,
  type UpdateOwnerEdited,
} from './listing.repository.ts';

export interface ListingRoutesOptions {
  db: Db;
  now: () => Date;
  /** Where the owner's photos are published (the same public folder as approved store-front photos). */
  publicImages: PublicImages;
  /** The shops feature's writer of the owner's direct edits (decision 0062). */
  updateOwnerEdited: UpdateOwnerEdited;
}

/** One photo, as multipart/form-data. */
const LISTING_PHOTO_UPLOAD: UploadSpec = { files: { photo: 1 }, fields: [], fieldBytes: 0 };
const PHOTO_ID_PATTERN = /^[0-9a-f-]{36}$/;
/** Photo uploads a shop may make a day: decoding and re-encoding is the costly part, so it is counted first. */
export const PHOTO_UPLOADS_PER_DAY = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The owner's listing (issue 10, decision 0036): the number whose claim on the shop was approved
 * edits its intro, hours, holidays, contact buttons and photos at once; name, position and
 * categories go back to review as an edit.
 */
export async function listingRoutes(
  app: FastifyInstance,
  { db, now, publicImages, updateOwnerEdited }: ListingRoutesOptions,
) {
  // Every route here is the approved owner's (401 / 404 / 403 before the body is read).
  const route = routeTable(app, { access: { owner: { onRequest: requireShopOwner(db, now) } } });

  const listing = async (shopId: string): Promise<OwnerListing> => {
    const found = await ownerListing(db, shopId);
    if (!found) throw notFound(MESSAGES.shopNotFound);
    return found;
  };

  route(ownerShopRoute, async (request, reply) => {
    const { shopId } = ownedShopOf(request);
    reply.header('cache-control', 'no-store');
    return listing(shopId);
  });

  route(
    ownerShopUpdateRoute,
    async (request, reply, input) => {
      const { shopId, number } = ownedShopOf(request);
      const body = input.body();
      const { name, lat, long, categories, ...direct } = body;
      await db.kysely.transaction().execute(async (trx) => {
        await updateListing(trx, updateOwnerEdited, shopId, direct, now());
        if (name === undefined && lat === undefined && categories === undefined) return;
        const current = await currentReviewedFields(trx, shopId);
        const before: ReviewedFields = {};
        const after: ReviewedFields = {};
        if (name !== undefined && name !== current.name) {
          before.name = current.name;
          after.name = name;
        }
        if (lat !== undefined && long !== undefined && (lat !== current.lat || long !== current.long)) {
          Object.assign(before, { lat: current.lat, long: current.long });
          Object.assign(after, { lat, long });
        }
        if (categories !== undefined) {
          const known = await knownCategories(trx, categories);
          if (known.length !== categories.length) throw badRequest(LISTING_MESSAGES.unknownCategory);
          const same =
            known
              .map((c) => c.id)
              .sort()
              .join(',') ===
            current.categories
              .map((c) => c.id)
              .sort()
              .join(',');
          if (!same) {
            before.categories = current.categories;
            after.categories = known;
          }
        }
        await saveEdit(trx, { id: randomUUID(), shopId, mobileNumber: number, before, after }, now());
      });
      reply.header('cache-control', 'no-store');
      return listing(shopId);
    },
    { bodyLimit: 64 * 1024 },
  );

  // multipart/form-data with one file, `photo`; the checks that cost nothing come before its bytes are read.
  route(ownerShopPhotosRoute, async (request, reply) => {
    const { shopId } = ownedShopOf(request);
    if ((await listPhotos(db.kysely, shopId)).length >= LISTING_LIMITS.photos)
      throw new HttpError(409, LISTING_MESSAGES.tooManyPhotos);
    const attempt = await countAttempt(db, `listing-photo:${shopId}`, DAY_MS, now());
    if (attempt.count > PHOTO_UPLOADS_PER_DAY) {
      const seconds = Math.max(1, Math.ceil((attempt.windowEndsAt - now().getTime()) / 1000));
      reply.header('retry-after', String(seconds));
      throw new HttpError(429, LISTING_MESSAGES.tooManyUploads);
    }
    // The claim's pipeline: bytes sniffed, at most 8 MB and 40 megapixels, re-encoded to JPEG, no EXIF.
    const bytes = await withUploads(request, LISTING_PHOTO_UPLOAD, async ({ files }) => {
      const [photo] = files.photo ?? [];
      if (!photo) throw badRequest(LISTING_PHOTO_INVALID);
      return decodeImage(photo, { field: 'photo' });
    });
    const publicPath = await publicImages.publish(bytes);
    const id = randomUUID();
    // Counted again under the shop's lock: two uploads at once cannot make a ninth.
    const added = await db.kysely.transaction().execute(async (trx) => {
      await lockUntilCommit(db, trx, 'listing', shopId);
      if ((await listPhotos(trx, shopId)).length >= LISTING_LIMITS.photos) return false;
      await insertPhoto(trx, { id, shopId, publicPath }, now());
      return true;
    });
    if (!added) {
      await publicImages.unpublish(publicPath);
      throw new HttpError(409, LISTING_MESSAGES.tooManyPhotos);
    }
    reply.code(201).header('cache-control', 'no-store');
    return { id, url: publicPath };
  });

  route(ownerShopPhotoRoute, async (request, reply, input) => {
    const { shopId } = ownedShopOf(request);
    const { photoId } = input.params();
    const publicPath = PHOTO_ID_PATTERN.test(photoId) ? await deletePhoto(db.kysely, shopId, photoId) : undefined;
    if (!publicPath) throw notFound(LISTING_MESSAGES.photoNotFound);
    await publicImages.unpublish(publicPath);
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
