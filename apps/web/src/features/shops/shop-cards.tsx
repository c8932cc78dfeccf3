import { useId } from 'react';
import { Link } from 'react-router';
import {
  APP_TEXTS,
  CAROUSEL_PRICE_CARD_PX,
  CAROUSEL_SIMILAR_CARD_PX,
  LABELS,
  MESSAGES,
  SHOP_TEXT,
} from '@local-shops/shared';
import { PinIcon } from '../../components/icons.tsx';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { AutoScrollCarousel } from './auto-scroll-carousel.tsx';
import { useListPhotoSource } from './list-photo.tsx';
import { showPlaceholderOnError } from './shop-strings.ts';

/** A shop as the two carousels show it (SPEC.md section 3, "Shop card placeholder"). */
export interface ShopCardData {
  id: string;
  name: string;
  /** The town or locality, when known. */
  place: string | null;
  /** Ready-made distance text ('1.2 km from this shop'), when known. */
  distance: string | null;
  storeFrontPicture: string | null;
}

export interface CardFeed {
  cards: ShopCardData[] | null;
  loading: boolean;
  /** No shop like this one is near: the cards are other shops nearby, and the heading says so. */
  othersOnly?: boolean;
}

function PriceCard({ card }: { card: ShopCardData }) {
  const shopText = useTexts(SHOP_TEXT);
  const labels = useTexts(LABELS);
  const photo = useListPhotoSource(card.storeFrontPicture);
  return (
    <li className="shops-card shops-card--price" style={{ width: CAROUSEL_PRICE_CARD_PX }}>
      <div className="shops-card__top">
        <img
          className="shops-card__logo"
          src={photo}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          onError={showPlaceholderOnError}
        />
        <div className="shops-card__text">
          <span className="shops-card__name">{card.name}</span>
          {card.place ? <span className="shops-card__muted">{card.place}</span> : null}
          {card.distance ? <span className="shops-card__muted">{card.distance}</span> : null}
        </div>
      </div>
      <p className="shops-card__note">
        <strong>{shopText.comparePrices}</strong> {shopText.comparePricesNote}
      </p>
      <Link
        className="shops-button shops-button--small"
        to={PATHS.shop(card.id)}
        aria-label={`${labels.viewShop} ${card.name}`}
      >
        {labels.viewShop}
      </Link>
    </li>
  );
}

function SimilarCard({ card }: { card: ShopCardData }) {
  const photo = useListPhotoSource(card.storeFrontPicture);
  return (
    <li className="shops-card shops-card--similar" style={{ width: CAROUSEL_SIMILAR_CARD_PX }}>
      <Link className="shops-card__link" to={PATHS.shop(card.id)}>
        <img
          className="shops-card__photo"
          src={photo}
          alt=""
          width={CAROUSEL_SIMILAR_CARD_PX}
          height={120}
          loading="lazy"
          decoding="async"
          onError={showPlaceholderOnError}
        />
        <span className="shops-card__name">{card.name}</span>
        {card.place ? <span className="shops-card__muted">{card.place}</span> : null}
        {card.distance ? (
          <span className="shops-card__muted shops-card__distance">
            <PinIcon size={14} />
            {card.distance}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

interface CardSectionProps {
  title: string;
  kind: 'price' | 'similar';
  feed: CardFeed;
}

/** One titled carousel with its loading and empty states. */
export function CardSection({ title, kind, feed }: CardSectionProps) {
  const messages = useTexts(MESSAGES);
  const headingId = useId();
  const cards = feed.cards ?? [];
  const Card = kind === 'price' ? PriceCard : SimilarCard;
  const heading = (
    <h2 id={headingId} className="shops-section__title">
      {title}
    </h2>
  );
  return (
    <section className="shops-section" aria-labelledby={headingId}>
      {cards.length > 0 ? (
        <AutoScrollCarousel label={title} header={heading}>
          {cards.map((card) => (
            <Card key={card.id} card={card} />
          ))}
        </AutoScrollCarousel>
      ) : (
        <>
          {heading}
          {feed.loading ? (
            <div className="spinner" role="status">
              <span className="visually-hidden">{APP_TEXTS.loading}</span>
            </div>
          ) : (
            <p className="shops-section__empty">{messages.noDataAvailable}</p>
          )}
        </>
      )}
    </section>
  );
}
