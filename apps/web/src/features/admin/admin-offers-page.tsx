import { CONSOLE_MODERATION_TEXT, CONSOLE_QUEUES_TEXT, CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import { OFFER_TEXT, type AdminOffer } from '@local-shops/shared/offers';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useTexts } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { adminApi, consoleReads, formatDateTime } from './admin-api.ts';
import { AdminTable } from './admin-table.tsx';
import { ReasonForm } from './reason-form.tsx';
import { useAdminData } from './use-admin-data.ts';

/** Take down: asks for the reason, which the owner gets by SMS and the audit log keeps. */
function TakeDownForm({ offer, onDone }: { offer: AdminOffer; onDone: () => void }) {
  const offerText = useTexts(OFFER_TEXT);
  const m = useTexts(CONSOLE_MODERATION_TEXT);
  const q = useTexts(CONSOLE_QUEUES_TEXT);
  async function takeDown(reason: string) {
    await adminApi.takeDownOffer(offer.id, reason);
    toast.success(m.offerTakenDown);
  }
  return (
    <ReasonForm
      label={offerText.reason}
      refuse={{ label: offerText.takeDown, run: takeDown }}
      onDone={onDone}
      opener={{ label: offerText.takeDown, cancelLabel: q.cancel }}
      maxLength={300}
    />
  );
}

/** The newest offers of Premium shops, for the team to check; one can be taken down with a reason. */
export function AdminOffersPage() {
  const offerText = useTexts(OFFER_TEXT);
  const m = useTexts(CONSOLE_MODERATION_TEXT);
  const t = useTexts(CONSOLE_TEXT);
  const q = useTexts(CONSOLE_QUEUES_TEXT);
  useDocumentTitle(offerText.adminHeading);
  const offers = useAdminData(consoleReads.offers());
  const items = offers.data?.items;
  return (
    <section>
      <h1>{offerText.adminHeading}</h1>
      <AdminTable
        items={items}
        error={offers.error}
        empty={m.noOffers}
        rowKey={(offer) => offer.id}
        columns={[
          { label: t.shop, cell: (offer) => offer.shopName },
          {
            label: m.offer,
            cell: (offer) => (
              <>
                {offer.title}
                <span className="admin-sub">{offer.details}</span>
              </>
            ),
          },
          {
            label: m.days,
            cell: (offer) => (
              <>
                {offer.startsOn} – {offer.endsOn}
              </>
            ),
          },
          { label: m.added, cell: (offer) => formatDateTime(offer.createdAt) },
          {
            label: q.state,
            cell: (offer) =>
              offer.removedAt ? (
                <>
                  <span className="admin-tag">{offerText.takenDown}</span>
                  <span className="admin-sub">{offer.removedReason ?? m.removedByOwner}</span>
                </>
              ) : (
                <TakeDownForm offer={offer} onDone={offers.reload} />
              ),
          },
        ]}
      />
    </section>
  );
}
