import { useEffect, useState } from 'react';
import {
  DAY_NAMES,
  indianClock,
  isOpenAt,
  LISTING_VIEW_TEXT,
  nextOpening,
  readableTime,
  type ShopDetail,
} from '@local-shops/shared';
import './shop-listing-info.css';
import { useTexts } from '../../lib/i18n.ts';

/** What the owner added to their listing (issue 10); the demo's sample has none of it. */
export type ShopListingInfo = Partial<
  Pick<ShopDetail, 'openingHours' | 'holidays' | 'isOpenNow' | 'contact' | 'photos'>
>;

export { LISTING_VIEW_TEXT };

export { DAY_NAMES };

/** wa.me wants the number without '+': 91 and the ten digits. */
export const whatsappLink = (number: string, text: string) =>
  `https://wa.me/${number.replace(/^\+/, '')}?text=${encodeURIComponent(text)}`;

/** The current minute, refreshed every minute, so that 'Open now' turns 'Closed' on an open page. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** 'Open now', or 'Closed, opens at 9:00' (today), or 'Closed, opens Tuesday at 9:00'. */
export function openStatusText(
  info: ShopListingInfo,
  now: Date,
  texts = LISTING_VIEW_TEXT,
  days = DAY_NAMES,
): string | null {
  const hours = info.openingHours ?? null;
  const holidays = info.holidays ?? [];
  const open = hours ? isOpenAt(hours, holidays, now) : (info.isOpenNow ?? null);
  if (open === null) return null;
  if (open) return texts.openNow;
  const next = nextOpening(hours, holidays, now);
  if (!next) return texts.closed;
  const today = indianClock(now).date;
  return next.date === today
    ? texts.closedOpensAt(readableTime(next.time))
    : texts.closedOpensOn(days[next.weekday], readableTime(next.time));
}

export function ContactButtons({
  name,
  contact,
  onContact,
}: {
  name: string;
  contact: ShopListingInfo['contact'];
  onContact?: (type: 'call' | 'whatsapp') => void;
}) {
  const listingText = useTexts(LISTING_VIEW_TEXT);
  if (!contact || (!contact.phone && !contact.whatsapp)) return null;
  return (
    <div className="shop-contact">
      {contact.phone ? (
        <a
          className="button button--primary shop-contact__button"
          href={`tel:${contact.phone}`}
          onClick={() => onContact?.('call')}
        >
          {listingText.call}
        </a>
      ) : null}
      {contact.whatsapp ? (
        <a
          className="button shop-contact__button shop-contact__button--whatsapp"
          href={whatsappLink(contact.whatsapp, listingText.whatsappMessage(name))}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => onContact?.('whatsapp')}
        >
          {listingText.whatsapp}
        </a>
      ) : null}
    </div>
  );
}

/** 'Open now' or 'Closed, opens at 9:00', right under the shop's name. */
export function OpenStatus({ info }: { info: ShopListingInfo }) {
  const listingText = useTexts(LISTING_VIEW_TEXT);
  const now = useNow();
  const days = useTexts(DAY_NAMES);
  const status = openStatusText(info, now, listingText, days);
  if (!status) return null;
  return (
    <p
      className={`shop-hours__status ${status === listingText.openNow ? 'shop-hours__status--open' : 'shop-hours__status--closed'}`}
    >
      {status}
    </p>
  );
}
