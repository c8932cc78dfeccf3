/** schema.org documents of the shop and town pages, built from plain values (no I/O). */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export type OpeningHours = Partial<Record<Weekday, ReadonlyArray<{ opens: string; closes: string }>>>;

/** What the shop's JSON-LD is built from: the detail's fields, opening hours and rating when it has them. */
export interface ShopFacts {
  name: string;
  intro: string;
  url: string;
  city: string | null;
  state: string | null;
  pin: string | null;
  lat: number | null;
  long: number | null;
  image?: string;
  categoryIds: readonly string[];
  openingHours?: OpeningHours | null;
  aggregateRating?: { average: number; count: number } | null;
}

/** The fitting LocalBusiness subtype for a top-level category. */
const TYPE_BY_CATEGORY: Record<string, string> = {
  'food-and-grocery': 'GroceryStore',
  'sweets-and-bakery': 'Bakery',
  'restaurants-and-eateries': 'Restaurant',
  'clothing-and-fashion': 'ClothingStore',
  jewellery: 'JewelryStore',
  'medical-and-health': 'MedicalBusiness',
  'beauty-and-personal-care': 'HealthAndBeautyBusiness',
  'electronics-and-mobiles': 'ElectronicsStore',
  'home-and-furniture': 'FurnitureStore',
  'hardware-and-building': 'HardwareStore',
  automobile: 'AutomotiveBusiness',
  'books-stationery-and-gifts': 'BookStore',
  'sports-music-and-hobbies': 'SportingGoodsStore',
  pets: 'PetStore',
  'agriculture-and-garden': 'GardenStore',
  services: 'LocalBusiness',
  'department-stores-and-malls': 'DepartmentStore',
};

export function businessType(categoryIds: readonly string[]): string {
  for (const id of categoryIds) {
    const type = TYPE_BY_CATEGORY[id];
    if (type) return type;
  }
  return 'Store';
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function openingHoursSpecification(hours: OpeningHours) {
  return WEEKDAYS.flatMap((day) =>
    (hours[day] ?? [])
      .filter((slot) => TIME.test(slot.opens) && TIME.test(slot.closes))
      .map((slot) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${DAY_NAMES[day]}`,
        opens: slot.opens,
        closes: slot.closes,
      })),
  );
}

export function shopJsonLd(shop: ShopFacts): Record<string, unknown> {
  const doc: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': businessType(shop.categoryIds),
    name: shop.name,
    url: shop.url,
    address: {
      '@type': 'PostalAddress',
      ...(shop.city ? { addressLocality: shop.city } : {}),
      ...(shop.state ? { addressRegion: shop.state } : {}),
      ...(shop.pin ? { postalCode: shop.pin } : {}),
      addressCountry: 'IN',
    },
  };
  if (shop.intro) doc.description = shop.intro;
  if (shop.image) doc.image = shop.image;
  if (shop.lat !== null && shop.long !== null)
    doc.geo = { '@type': 'GeoCoordinates', latitude: shop.lat, longitude: shop.long };
  const hours = shop.openingHours ? openingHoursSpecification(shop.openingHours) : [];
  if (hours.length) doc.openingHoursSpecification = hours;
  const rating = shop.aggregateRating;
  if (rating && rating.count > 0) {
    doc.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.round(rating.average * 10) / 10,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return doc;
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function itemListJsonLd(name: string, items: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: item.url })),
  };
}
