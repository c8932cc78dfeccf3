import type { Db } from '../db/database.ts';
import type { ListingWriter } from '../features/claims/claims.repository.ts';
import { insertShops, shopsWriter, type NewShop } from '../features/shops/shops.writer.ts';

/**
 * Set-up that crosses feature lines. Feature tests import these from here (the test composition
 * root) rather than from another feature's folder, which lint forbids.
 */
export { recordNewListingClaim } from '../features/claims/claims.repository.ts';
export {
  TransportError,
  type OutboxDelivery,
  type OutboxTransport,
} from '../features/notifications/outbox-transport.ts';
export { retryDelayMs } from '../features/notifications/outbox-worker.ts';
export { syncTaxonomy } from '../features/reference/reference.repository.ts';
export { TAXONOMY } from '../features/reference/taxonomy.ts';
export { createDiskImageStore } from '../features/uploads/disk-image-store.ts';
export type { NewShop };

/** Adds directory entries as the importer does (rows whose source_ref exists are skipped). */
export function addShops(db: Db, shops: NewShop[]): Promise<number> {
  return insertShops(db.kysely, shops);
}

/** The shops writer as the composition root hands it to claims and payments. */
export function listingWriter(_db?: Db): ListingWriter {
  return shopsWriter;
}
export { shopsWriter };
export { OTP_NUMBER_WINDOW_MINUTES } from '../features/otp/otp.service.ts';

/** A test shop in central Bengaluru, of no category unless told; `overrides` set the rest. */
export function testShop(overrides: Partial<NewShop> & { id: string; name: string }): NewShop {
  return {
    intro: 'A shop.',
    city: 'Bengaluru',
    state: 'Karnataka',
    pin: '560001',
    shopType: 'Retailers',
    storeFrontPicture: null,
    lat: 12.9716,
    long: 77.5946,
    isClaimed: false,
    categoryIds: [],
    subCategoryIds: [],
    source: 'test',
    sourceRef: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
