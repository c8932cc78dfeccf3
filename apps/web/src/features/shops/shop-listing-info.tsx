import { indianClock, isOpenAt, nextOpening, readableTime, type ShopDetail, type Weekday } from '@local-shops/shared';
import { useEffect, useState } from 'react';
import './shop-listing-info.css';

/** What the owner added to their listing (issue 10); the demo's sample has none of it. */
export type ShopListingInfo = Partial<Pick<ShopDetail, 'openingHours' | 'holidays' | 'isOpenNow' | 'contact' | 'photos'>>;

export const LISTING_VIEW_TEXT = {
  call: 'Call',
  whatsapp: 'WhatsApp',
  openNow: 'Open now',
  closed: 'Closed',
  closedOpensAt: (time: string) => `Closed, opens at ${time}`,
  closedOpensOn: (day: string, time: string) => `Closed, opens ${day} at ${time}`,
  closedToday: 'Closed today',
  closedHoliday: 'Closed (holiday)',
  hours: 'Opening hours',
  photos: 'Photos',
  photoOf: (name: string, n: number) => `${name}, photo ${n}`,
  whatsappMessage: (name: string) => `Hello ${name}, I found your shop on Apni Dukaan.`,
} as const;

export const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** wa.me wants the number without '+': 91 and the ten digits. */
export const whatsappLink = (number: string, text: string) => `https://wa.me/${number.replace(/^\+/, '')}?text=${encodeURIComponent(text)}`;

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
export function openStatusText(info: ShopListingInfo, now: Date): string | null {
  const hours = info.openingHours ?? null;
  const holidays = info.holidays ?? [];
  const open = hours ? isOpenAt(hours, holidays, now) : (info.isOpenNow ?? null);
  if (open === null) return null;
  if (open) return LISTING_VIEW_TEXT.openNow;
  const next = nextOpening(hours, holidays, now);
  if (!next) return LISTING_VIEW_TEXT.closed;
  const today = indianClock(now).date;
  return next.date === today ? LISTING_VIEW_TEXT.closedOpensAt(readableTime(next.time)) : LISTING_VIEW_TEXT.closedOpensOn(DAY_NAMES[next.weekday], readableTime(next.time));
}

export function ContactButtons({ name, contact, onContact }: { name: string; contact: ShopListingInfo['contact']; onContact?: (type: 'call' | 'whatsapp') => void }) {
  if (!contact || (!contact.phone && !contact.whatsapp)) return null;
  return (
    <div className="shop-contact">
      {contact.phone ? (
        <a className="button button--primary shop-contact__button" href={`tel:${contact.phone}`} onClick={() => onContact?.('call')}>
          {LISTING_VIEW_TEXT.call}
        </a>
      ) : null}
      {contact.whatsapp ? (
        <a className="button shop-contact__button shop-contact__button--whatsapp" href={whatsappLink(contact.whatsapp, LISTING_VIEW_TEXT.whatsappMessage(name))} target="_blank" rel="noopener noreferrer" onClick={() => onContact?.('whatsapp')}>
          {LISTING_VIEW_TEXT.whatsapp}
        </a>
      ) : null}
    </div>
  );
}

/** 'Open now' or 'Closed, opens at 9:00', right under the shop's name. */
export function OpenStatus({ info }: { info: ShopListingInfo }) {
  const now = useNow();
  const status = openStatusText(info, now);
  if (!status) return null;
  return (
    <p className={`shop-hours__status ${status === LISTING_VIEW_TEXT.openNow ? 'shop-hours__status--open' : 'shop-hours__status--closed'}`}>{status}</p>
  );
}

