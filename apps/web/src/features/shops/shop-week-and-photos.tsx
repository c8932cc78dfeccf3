import { indianClock, readableTime, WEEKDAYS } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';
import { DAY_NAMES, LISTING_VIEW_TEXT, type ShopListingInfo } from './shop-listing-info.tsx';
import type { ShopSourceDetails } from './shop-source-details.tsx';

// The week's hours and the owner's photos sit below the fold of the shop page: this module loads
// after the first paint (the page's initial JavaScript stays within 120 KB gzip).

type WeekInfo = ShopListingInfo & Pick<ShopSourceDetails, 'openingHoursText'>;

/** Hours our week cannot hold (public holidays, seasons), shown as their source wrote them. */
function HoursAsWritten({ text }: { text: string }) {
  const listingText = useTexts(LISTING_VIEW_TEXT);
  return (
    <section className="shop-hours" aria-labelledby="shop-hours-title">
      <h2 className="shop-photos__title" id="shop-hours-title">
        {listingText.hours}
      </h2>
      <p className="shop-hours__text">{text}</p>
      <p className="shop-hours__note">{listingText.hoursAsMapped}</p>
    </section>
  );
}

/** The week's hours, today in bold; or the hours as their source wrote them. */
export function WeekHours({ info }: { info: WeekInfo }) {
  const listingText = useTexts(LISTING_VIEW_TEXT);
  const dayNames = useTexts(DAY_NAMES);
  const hours = info.openingHours;
  if (!hours) return info.openingHoursText ? <HoursAsWritten text={info.openingHoursText} /> : null;
  const today = indianClock(new Date());
  const holidayToday = (info.holidays ?? []).includes(today.date);
  return (
    <section className="shop-hours" aria-labelledby="shop-hours-title">
      <h2 className="shop-photos__title" id="shop-hours-title">
        {listingText.hours}
      </h2>
      <table className="shop-hours__week">
        <tbody>
          {WEEKDAYS.map((day) => (
            <tr key={day} className={day === today.weekday ? 'shop-hours__today' : undefined}>
              <th scope="row">{dayNames[day]}</th>
              <td>
                {day === today.weekday && holidayToday
                  ? listingText.closedHoliday
                  : hours[day].length === 0
                    ? listingText.closed
                    : hours[day].map((r) => `${readableTime(r.opens)}–${readableTime(r.closes)}`).join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ShopPhotos({ name, photos }: { name: string; photos: ShopListingInfo['photos'] }) {
  const listingText = useTexts(LISTING_VIEW_TEXT);
  if (!photos || photos.length === 0) return null;
  return (
    <section className="shop-photos" aria-label={listingText.photos}>
      <h2 className="shop-photos__title">{listingText.photos}</h2>
      <ul className="shop-photos__strip">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <a href={photo.url} target="_blank" rel="noopener noreferrer">
              <img
                src={photo.url}
                alt={listingText.photoOf(name, index + 1)}
                width={160}
                height={120}
                loading="lazy"
                decoding="async"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Both, as the shop page shows them under the shop's details. */
export default function ShopWeekAndPhotos({ shop }: { shop: WeekInfo & { name: string } }) {
  return (
    <>
      <WeekHours info={shop} />
      <ShopPhotos name={shop.name} photos={shop.photos} />
    </>
  );
}
