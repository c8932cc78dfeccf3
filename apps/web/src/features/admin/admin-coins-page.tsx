import type { AdminCoinShop } from '@local-shops/shared/coins';
import { COINS_CONSOLE_TEXT } from '@local-shops/shared/locales/en/coins';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { coinsApi } from '../../lib/coins-api.ts';
import { useTexts } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { AdminTable } from './admin-table.tsx';
import { ReasonForm } from './reason-form.tsx';
import { ListFooter, useAdminList } from './use-admin-list.tsx';

/** Freeze or unfreeze a shop's coins: the reason goes to the audit log with the change. */
function FreezeForm({ shop, onDone }: { shop: AdminCoinShop; onDone: () => void }) {
  const t = useTexts(COINS_CONSOLE_TEXT);
  const label = shop.frozen ? t.unfreeze : t.freeze;
  async function run(reason: string) {
    await coinsApi.freeze(shop.shopId, !shop.frozen, reason);
    toast.success(shop.frozen ? t.unfrozenDone : t.frozenDone);
  }
  return (
    <ReasonForm
      label={t.reason}
      refuse={{ label, run }}
      onDone={onDone}
      opener={{ label, cancelLabel: t.cancel }}
      maxLength={300}
    />
  );
}

/** /admin/coins: each shop's coins given, used, expired and outstanding, and the freeze (issue 29). */
export function AdminCoinsPage() {
  const t = useTexts(COINS_CONSOLE_TEXT);
  useDocumentTitle(t.heading);
  const list = useAdminList(coinsApi.adminTotals());
  return (
    <section>
      <h1>{t.heading}</h1>
      <p className="admin-sub">{t.note}</p>
      <AdminTable
        items={list.items}
        error={list.error}
        empty={t.empty}
        rowKey={(shop) => shop.shopId}
        columns={[
          { label: t.shop, cell: (shop) => shop.shopName },
          { label: t.issued, cell: (shop) => shop.issued },
          { label: t.redeemed, cell: (shop) => shop.redeemed },
          { label: t.expired, cell: (shop) => shop.expired },
          { label: t.reversed, cell: (shop) => shop.reversed },
          { label: t.outstanding, cell: (shop) => shop.outstanding },
          {
            label: t.state,
            cell: (shop) => (
              <>
                <span className="admin-tag">{shop.frozen ? t.frozen : t.running}</span>
                <FreezeForm shop={shop} onDone={list.reload} />
              </>
            ),
          },
        ]}
      />
      <ListFooter list={list} noun={t.shops} />
    </section>
  );
}
