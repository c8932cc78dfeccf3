import {
  BRAND_NAME,
  DEFAULT_LOCALE,
  ID_PATTERN,
  SHOP_TEXT,
  type IndianState,
  type Locale,
  type PlacePage,
  type ShopDetail,
} from '@local-shops/shared';
import { PENDING_LISTING_TEXT } from '@local-shops/shared/locales/en/rules';
import { CATEGORY_LABELS } from '@local-shops/shared/locales/en/taxonomy';
import type { Db } from '../../db/database.ts';
import { textsIn } from '../../lib/texts.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { escapeHtml, headMarkup, type PageHead, type PageTemplate } from './html.ts';
import type { Screen } from './page-assets.ts';
import { appShellMarkup, breadcrumbMarkup, landingMarkup, shopMarkup, type LandingShop } from './page-bodies.ts';
import { indexPlaces, placePath, slug, type Place } from './places.ts';
import { findCategoryLabel, listCategoryLabels, nearestInCategory } from './seo.repository.ts';
import { breadcrumbJsonLd, itemListJsonLd, shopJsonLd, type Crumb, type OpeningHours } from './structured-data.ts';

/** The detail as the shops feature reads it; opening hours and rating when the detail carries them. */
export type SeoShopDetail = ShopDetail & {
  openingHours?: OpeningHours | null;
  aggregateRating?: { average: number; count: number } | null;
};

export interface SeoDeps {
  db: Db;
  /**
   * The shops feature's detail read (the same query and rule as GET /v1/claim-shops/{id}), joined
   * in app.ts: undefined when the viewer, the session number `viewer` answers, may not see it.
   */
  findShop: (id: string, viewer: () => Promise<string | null>) => Promise<SeoShopDetail | undefined>;
  states: readonly IndianState[];
  publicUrl: string;
  template: PageTemplate;
  /** Each screen's style sheets and chunks for the head (page-assets.ts); none without a web build. */
  assets?: Record<Screen, string>;
}

export interface HtmlPage {
  status: number;
  html: string;
  /** Shown to one viewer alone (a pending listing's claimant): no cache may keep it. */
  personal?: boolean;
}

/** A town page lists this many shops at most, within this distance of the town centre. */
export const PLACE_PAGE_SHOPS = 50;
export const PLACE_RADIUS_KM = 15;
/**
 * Town pages may lag a new shop by this much: crawlers ask for thousands of them, and a page's
 * nearest-first read costs tens of milliseconds at a million shops.
 */
const PLACE_PAGE_TTL_MS = 5 * 60 * 1000;

const DESCRIPTION_LENGTH = 160;

function clip(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

function absolute(publicUrl: string, picture: string | null): string | undefined {
  if (!picture) return undefined;
  if (/^https?:\/\//.test(picture)) return picture;
  return picture.startsWith('/') ? `${publicUrl}${picture}` : undefined;
}

/**
 * The trail as the app shows it, in the reader's language: 'Home' first (the structured data
 * names the site instead), and the town and category page as the app titles it
 * ('Varanasi, Uttar Pradesh में मिठाई और बेकरी').
 */
function visibleTrail(
  crumbs: readonly Crumb[],
  locale: Locale,
  placed?: { categoryId: string; place: Pick<Place, 'town' | 'state'> },
): Crumb[] {
  const texts = textsIn(locale);
  const shopText = texts(SHOP_TEXT);
  const label = placed && (texts(CATEGORY_LABELS) as Record<string, string>)[placed.categoryId];
  return crumbs.map((crumb, i) => {
    if (i === 0) return { ...crumb, name: shopText.home };
    if (i === 1 && placed && label)
      return { ...crumb, name: shopText.placeTitle(label, placed.place.town, placed.place.state) };
    return crumb;
  });
}

/** The town pages are English (decision 0084), and so are their titles in the structured data. */
export function placeTitle(label: string, place: Pick<Place, 'town' | 'state'>): string {
  return SHOP_TEXT.placeTitle(label, place.town, place.state);
}

export function createSeoService({ db, findShop, states, publicUrl, template, assets }: SeoDeps) {
  const places = indexPlaces(states);
  const placeCache = createTtlCache<{ place: Place; data: PlacePage } | null>({
    ttlMs: PLACE_PAGE_TTL_MS,
    maxEntries: 2000,
  });
  const page = (head: PageHead, body: string, status = 200, screen?: Screen): HtmlPage => {
    const links = screen && assets?.[screen];
    return { status, html: template.render(`${headMarkup(head, BRAND_NAME)}${links ? `\n    ${links}` : ''}`, body) };
  };
  const home: Crumb = { name: BRAND_NAME, url: `${publicUrl}/` };

  function notFound(): HtmlPage {
    return page(
      {
        title: `Page not found | ${BRAND_NAME}`,
        description: 'The page you are looking for does not exist or has moved.',
        robots: 'noindex',
      },
      '<main><h1>Page not found</h1><p>The page you are looking for does not exist or has moved.</p><a href="/">Go to home page</a></main>',
      404,
    );
  }

  /** A new listing awaiting review, as its claimant alone sees it (decision 0058): marked pending, kept out of search engines. */
  function pendingShopPage(shop: SeoShopDetail, locale: Locale): HtmlPage {
    const texts = textsIn(locale)(PENDING_LISTING_TEXT);
    const body = `<main><p class="shops-tag shops-tag--pending">${escapeHtml(texts.mark)}</p><h1>${escapeHtml(shop.name)}</h1><p>${escapeHtml(
      texts.note,
    )}</p><p>${escapeHtml(shop.address)}</p></main>`;
    return {
      ...page({ title: `${shop.name} | ${BRAND_NAME}`, description: texts.note, robots: 'noindex' }, body),
      personal: true,
    };
  }

  async function shopPage(
    id: string,
    viewer: () => Promise<string | null> = async () => null,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<HtmlPage> {
    const shop = ID_PATTERN.test(id) ? await findShop(id, viewer) : undefined;
    if (!shop) return notFound();
    if (shop.pendingReview) return pendingShopPage(shop, locale);
    const url = `${publicUrl}/${encodeURIComponent(shop.id)}/shop`;
    const image = absolute(publicUrl, shop.storeFrontPicture);
    const place = shop.city && shop.state ? places.find(slug(shop.state), slug(shop.city)) : undefined;
    const category = shop.categories[0];
    const crumbs: Crumb[] = [home];
    if (place && category)
      crumbs.push({ name: placeTitle(category.label, place), url: `${publicUrl}${placePath(place, category.id)}` });
    crumbs.push({ name: shop.name, url });
    const where = shop.city ?? shop.state;
    const kinds = shop.categories.map((c) => c.label).join(', ');
    const description = clip(
      `${shop.name}${shop.address ? `, ${shop.address}` : ''}${kinds ? ` - ${kinds}` : ''}. ${shop.intro || `A local shop listed on ${BRAND_NAME}.`}`,
    );
    const head: PageHead = {
      title: `${shop.name}${where ? `, ${where}` : ''} | ${BRAND_NAME}`,
      description,
      canonical: url,
      image,
      ogType: 'business.business',
      jsonLd: [
        shopJsonLd({
          name: shop.name,
          intro: shop.intro,
          url,
          city: shop.city,
          state: shop.state,
          pin: shop.pin,
          lat: shop.lat,
          long: shop.long,
          image,
          categoryIds: shop.categories.map((c) => c.id),
          openingHours: shop.openingHours,
          aggregateRating: shop.aggregateRating,
        }),
        breadcrumbJsonLd(crumbs),
      ],
    };
    const body = shopMarkup(
      locale,
      {
        id: shop.id,
        name: shop.name,
        address: shop.address,
        intro: shop.intro,
        storeFrontPicture: shop.storeFrontPicture,
        lat: shop.lat,
        long: shop.long,
        phone: shop.contact?.phone ?? null,
      },
      breadcrumbMarkup(
        visibleTrail(crumbs, locale, place && category ? { categoryId: category.id, place } : undefined),
        publicUrl,
        textsIn(locale)(SHOP_TEXT).breadcrumb,
      ),
    );
    return page(head, body, 200, 'shop');
  }

  /** A town and category page's content: the shops nearest the town centre; undefined for an unknown town or category. */
  async function placeData(
    stateSlug: string,
    townSlug: string,
    categoryId: string,
  ): Promise<{ place: Place; data: PlacePage } | undefined> {
    const place = places.find(stateSlug, townSlug);
    if (!place || !ID_PATTERN.test(categoryId)) return undefined;
    return (
      (await placeCache.getOrLoad(`${place.stateSlug}/${place.townSlug}/${categoryId}`, () =>
        readPlace(place, categoryId),
      )) ?? undefined
    );
  }

  async function readPlace(place: Place, categoryId: string): Promise<{ place: Place; data: PlacePage } | null> {
    const category = await findCategoryLabel(db, categoryId);
    if (!category) return null;
    const [shops, categories] = await Promise.all([
      nearestInCategory(db, place, category, PLACE_RADIUS_KM, PLACE_PAGE_SHOPS),
      listCategoryLabels(db),
    ]);
    return {
      place,
      data: {
        town: place.town,
        state: place.state,
        category: { id: category.id, label: category.label },
        shops: shops.map((shop) => ({ id: shop.id, name: shop.name, distanceKm: Math.round(shop.distance * 10) / 10 })),
        otherCategories: categories.filter((c) => c.id !== category.id),
      },
    };
  }

  async function placePage(stateSlug: string, townSlug: string, categoryId: string): Promise<HtmlPage> {
    const found = await placeData(stateSlug, townSlug, categoryId);
    if (!found) return notFound();
    const { place, data } = found;
    const { category, shops } = data;
    const title = placeTitle(category.label, place);
    const url = `${publicUrl}${placePath(place, category.id)}`;
    const crumbs: Crumb[] = [home, { name: title, url }];
    const items = shops.map((shop) => ({ name: shop.name, url: `${publicUrl}/${encodeURIComponent(shop.id)}/shop` }));
    const names = shops
      .slice(0, 3)
      .map((s) => s.name)
      .join(', ');
    const description = clip(
      shops.length
        ? `${shops.length} ${category.label} shops nearest the centre of ${place.town}, ${place.state}: ${names}. Addresses, photos and directions on ${BRAND_NAME}.`
        : `${category.label} in ${place.town}, ${place.state}: no shop is listed yet. Own one? List it on ${BRAND_NAME} in about two minutes.`,
    );
    const list = shops.length
      ? `<ol class="place-shops place-page__shops">${shops.map((shop) => `<li><a href="/${encodeURIComponent(shop.id)}/shop">${escapeHtml(shop.name)}</a><span class="place-page__distance">${escapeHtml(SHOP_TEXT.fromTheCentre(SHOP_TEXT.distance(shop.distanceKm)))}</span></li>`).join('')}</ol>`
      : `<p>${escapeHtml(SHOP_TEXT.noShopsHere)}</p>`;
    const others = data.otherCategories
      .map(
        (c) => `<li><a href="${escapeHtml(placePath(place, c.id))}">${escapeHtml(placeTitle(c.label, place))}</a></li>`,
      )
      .join('');
    const body = appShellMarkup(
      DEFAULT_LOCALE,
      `<div class="page place-page">${breadcrumbMarkup(visibleTrail(crumbs, DEFAULT_LOCALE), publicUrl)}<h1>${escapeHtml(title)}</h1>${list}<h2>More shops in ${escapeHtml(place.town)}</h2><ul class="place-page__others">${others}</ul></div>`,
    );
    return page(
      {
        title: `${title} | ${BRAND_NAME}`,
        description,
        canonical: url,
        jsonLd: [itemListJsonLd(title, items), breadcrumbJsonLd(crumbs)],
      },
      body,
      200,
      'place',
    );
  }

  /** '/': the header, the hero with its search box and the first shops (`shops`, the directory's first page). */
  function landingPage(locale: Locale, query: string, shops: readonly LandingShop[]): HtmlPage {
    const description = "Find local shops near you and claim your shop's listing in about two minutes.";
    return page(
      { title: `${BRAND_NAME} - local shops near you`, description, canonical: `${publicUrl}/` },
      landingMarkup(locale, query, shops),
      200,
      'landing',
    );
  }

  return { shopPage, placePage, placeData, landingPage, notFound, places: places.all };
}

export type SeoService = ReturnType<typeof createSeoService>;
