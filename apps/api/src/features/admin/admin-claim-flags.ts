import type { SelectQueryBuilder } from 'kysely';
import type { AdminDuplicateFlag, DuplicateFlagKind } from '@local-shops/shared';
import type { AdminClaimDetail } from '@local-shops/shared/admin';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The console's reads of the duplicate flags (decision 0077): written by the claims feature when
 * a claim comes in (claim_duplicate_flags), read here for the queue's filter and marks and for a
 * claim's page, each flag with the other shop or claim it points to.
 */

export type ClaimFlagFilter = 'any' | DuplicateFlagKind;

/** Only the claims with a flag (of one kind, or any). */
export function withFlag<O>(
  query: SelectQueryBuilder<Database, 'claims' | 'shops', O>,
  flag: ClaimFlagFilter | undefined,
): SelectQueryBuilder<Database, 'claims' | 'shops', O> {
  if (!flag) return query;
  return query.where((eb) =>
    eb.exists(
      eb
        .selectFrom('claim_duplicate_flags as f')
        .select('f.id')
        .whereRef('f.claim_id', '=', 'claims.id')
        .$if(flag !== 'any', (q) => q.where('f.kind', '=', flag as DuplicateFlagKind)),
    ),
  );
}

const KIND_ORDER: Record<DuplicateFlagKind, number> = { name: 0, number: 1, photo: 2 };

/** The kinds of flag each of some claims carries. */
export async function flagKindsOf(db: Db, claimIds: string[]): Promise<Map<string, DuplicateFlagKind[]>> {
  const kinds = new Map<string, DuplicateFlagKind[]>();
  if (claimIds.length === 0) return kinds;
  const rows = await db.kysely
    .selectFrom('claim_duplicate_flags')
    .select(['claim_id', 'kind'])
    .distinct()
    .where('claim_id', 'in', claimIds)
    .execute();
  for (const row of rows) kinds.set(row.claim_id, [...(kinds.get(row.claim_id) ?? []), row.kind]);
  for (const list of kinds.values()) list.sort((a, b) => KIND_ORDER[a] - KIND_ORDER[b]);
  return kinds;
}

function detailOf(detail: string | null): { meters?: number; image?: 'cheque' | 'store_front'; bits?: number } {
  if (!detail) return {};
  try {
    return JSON.parse(detail) as { meters?: number; image?: 'cheque' | 'store_front'; bits?: number };
  } catch {
    return {};
  }
}

/** A claim's flags with the other shop (its name, whether claimed and listed) and claim; what it was merged with. */
export async function claimDuplicates(
  db: Db,
  claimId: string,
): Promise<Pick<AdminClaimDetail, 'duplicateFlags' | 'approvedAs' | 'mergedFromClaimId' | 'flags'>> {
  const rows = await db.kysely
    .selectFrom('claim_duplicate_flags as f')
    .innerJoin('shops', 'shops.id', 'f.other_shop_id')
    .select((eb) => [
      'f.kind',
      'f.other_shop_id',
      'f.other_claim_id',
      'f.detail',
      'shops.name',
      'shops.is_claimed',
      eb
        .selectFrom('claims as u')
        .select('u.id')
        .whereRef('u.shop_id', '=', 'shops.id')
        .where('u.kind', '=', 'new_listing')
        .where('u.status', '<>', 'approved')
        .limit(1)
        .as('unlisted_claim_id'),
    ])
    .where('f.claim_id', '=', claimId)
    .orderBy('f.created_at')
    .orderBy('f.id')
    .execute();
  const seen = new Set<string>();
  const duplicateFlags: AdminDuplicateFlag[] = [];
  for (const row of rows) {
    const key = `${row.kind} ${row.other_shop_id} ${row.other_claim_id ?? ''} ${row.detail ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const detail = detailOf(row.detail);
    duplicateFlags.push({
      kind: row.kind,
      shop: {
        id: row.other_shop_id,
        name: row.name,
        isClaimed: Boolean(row.is_claimed),
        listed: row.unlisted_claim_id === null,
      },
      claimId: row.other_claim_id,
      distanceMeters: detail.meters ?? null,
      image: detail.image ?? null,
      bits: detail.bits ?? null,
    });
  }
  duplicateFlags.sort(
    (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.image ?? '').localeCompare(b.image ?? ''),
  );

  const merge = await db.kysely
    .selectFrom('claims')
    .leftJoin('claims as made', 'made.id', 'claims.approved_as_claim_id')
    .leftJoin('shops', 'shops.id', 'made.shop_id')
    .select(['claims.merged_from_claim_id', 'made.id as made_id', 'made.shop_id as made_shop_id', 'shops.name'])
    .where('claims.id', '=', claimId)
    .executeTakeFirst();
  return {
    duplicateFlags,
    flags: [...new Set(duplicateFlags.map((flag) => flag.kind))],
    approvedAs:
      merge?.made_id && merge.made_shop_id
        ? { claimId: merge.made_id, shopId: merge.made_shop_id, shopName: merge.name ?? '' }
        : null,
    mergedFromClaimId: merge?.merged_from_claim_id ?? null,
  };
}
