import type { Category, SubCategory } from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import { TAXONOMY } from './taxonomy.ts';

/**
 * Brings the categories tables in line with the taxonomy in the repository: new entries are
 * added, labels and order updated; ids never change, so shops keep their categories.
 */
export async function syncTaxonomy(db: Db, now = new Date().toISOString()): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    for (const [position, category] of TAXONOMY.entries()) {
      await trx
        .insertInto('categories')
        .values({ id: category.id, label: category.label, position, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('id').doUpdateSet({ label: category.label, position }))
        .execute();
      for (const [subPosition, sub] of category.subCategories.entries()) {
        await trx
          .insertInto('sub_categories')
          .values({
            id: sub.id,
            category_id: category.id,
            label: sub.label,
            position: subPosition,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) =>
            oc.column('id').doUpdateSet({ label: sub.label, category_id: category.id, position: subPosition }),
          )
          .execute();
      }
    }
  });
}

function toSubCategory(row: {
  id: string;
  label: string;
  category_id: string;
  created_at: string;
  updated_at: string;
}): SubCategory {
  return {
    id: row.id,
    label: row.label,
    categoryId: row.category_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listCategories(db: Db): Promise<Category[]> {
  const [categories, subCategories] = await Promise.all([
    db.kysely.selectFrom('categories').selectAll().orderBy('position').execute(),
    db.kysely.selectFrom('sub_categories').selectAll().orderBy('position').execute(),
  ]);
  return categories.map((c) => ({
    id: c.id,
    label: c.label,
    createdAt: c.created_at,
    updatedAt: c.updated_at,
    subCategories: subCategories.filter((s) => s.category_id === c.id).map(toSubCategory),
  }));
}

export async function listSubCategories(db: Db, categoryIds: string[] | undefined): Promise<SubCategory[]> {
  let query = db.kysely.selectFrom('sub_categories').selectAll().orderBy('category_id').orderBy('position');
  if (categoryIds) {
    if (categoryIds.length === 0) return [];
    query = query.where('category_id', 'in', categoryIds);
  }
  return (await query.execute()).map(toSubCategory);
}
