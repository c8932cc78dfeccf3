import {
  BRAND_NAME,
  LABELS,
  LANDING_TEXTS,
  LISTING_VIEW_TEXT,
  LOCATION_TEXT,
  MAX_SEARCH_LENGTH,
  SHOP_TEXT,
  type Locale,
} from '@local-shops/shared';
import { textsIn } from '../../lib/texts.ts';
import { escapeHtml } from './html.ts';
import type { Crumb } from './structured-data.ts';

/**
 * The first content of the landing, shop and town pages, drawn by the server with the app's own
 * classes (issue 27, decision 0084): the visitor reads it, calls or searches before the app's code
 * is here, and the app swaps its own screen in when that screen is ready (web lib/server-page.ts).
 * Nothing here needs JavaScript: links are links, and the search box is a GET form. Every value is
 * escaped. Only what the first screen shows is drawn; the app adds the rest.
 */

const PLACEHOLDER_PHOTO = '/images/shop-placeholder.svg';

/** The site header as the app draws it on a phone, without its menu (which needs the app). */
export function headerMarkup(locale: Locale): string {
  const labels = textsIn(locale)(LABELS);
  return `<header class="site-header"><a class="skip-link" href="#main">${escapeHtml(labels.skipToMain)}</a><div class="site-header__bar"><a class="site-header__logo" href="/"><img src="/images/logo.svg" alt="${escapeHtml(BRAND_NAME)}" width="148" height="36" /></a></div></header>`;
}

export function breadcrumbMarkup(crumbs: readonly Crumb[], publicUrl: string, label = 'Breadcrumb'): string {
  const items = crumbs.map((crumb, i) => {
    const href = crumb.url.startsWith(publicUrl) ? crumb.url.slice(publicUrl.length) || '/' : crumb.url;
    return i === crumbs.length - 1
      ? `<li><span aria-current="page">${escapeHtml(crumb.name)}</span></li>`
      : `<li><a href="${escapeHtml(href)}">${escapeHtml(crumb.name)}</a></li>`;
  });
  return `<nav aria-label="${escapeHtml(label)}" class="breadcrumbs"><ol>${items.join('')}</ol></nav>`;
}

/** The shared layout of every page but the landing page: header, then the screen in `main`. */
export function appShellMarkup(locale: Locale, screen: string): string {
  return `<div class="app-shell">${headerMarkup(locale)}<main id="main" class="app-shell__main" tabindex="-1">${screen}</main></div>`;
}

export interface LandingShop {
  id: string;
  name: string;
}

/**
 * '/': the header and the hero as the app draws them, its search box a GET form to the app's own
 * search address (`/?q=…`, the list's section), and the first shops of the directory as links.
 */
export function landingMarkup(locale: Locale, query: string, shops: readonly LandingShop[]): string {
  const texts = textsIn(locale)(LANDING_TEXTS);
  const labels = textsIn(locale)(LABELS);
  const search = `<div class="hero-search"><form role="search" class="hero-search__form" action="/#shops" method="get"><label for="server-search" class="hero-search__label">${escapeHtml(
    texts.searchLabel,
  )}</label><div class="hero-search__row"><input id="server-search" name="q" class="hero-search__input" type="search" inputmode="search" enterkeyhint="search" autocomplete="off" maxlength="${MAX_SEARCH_LENGTH}" placeholder="${escapeHtml(
    texts.searchPlaceholder,
  )}" value="${escapeHtml(query)}" /><button type="submit" class="button hero-search__submit">${escapeHtml(
    texts.find,
  )}</button></div></form><a class="hero-search__near" href="#shops">${escapeHtml(texts.shopsNearYou)}</a></div>`;
  const hero = `<section class="hero" aria-labelledby="hero-title"><div class="hero__inner"><div class="hero__text"><p class="hero__eyebrow">${escapeHtml(
    texts.eyebrow,
  )}</p>${search}<h1 id="hero-title">${escapeHtml(texts.heroTitle)}</h1><p class="hero__lead">${escapeHtml(
    texts.heroLead,
  )}</p><div class="hero__actions"><a class="button button--large button--accent" href="/instructions">${escapeHtml(
    labels.registerYourShop,
  )}</a></div><p class="hero__note">${escapeHtml(texts.heroNote)}</p></div><img class="hero__image" src="/images/hero.svg" alt="${escapeHtml(
    texts.heroImageAlt,
  )}" width="320" height="240" fetchpriority="high" /></div></section>`;
  const list = shops.length
    ? `<ol class="server-page__shops">${shops.map((shop) => `<li><a href="/${encodeURIComponent(shop.id)}/shop">${escapeHtml(shop.name)}</a></li>`).join('')}</ol>`
    : '';
  const section = `<section id="shops" class="claim-section" aria-labelledby="claim-shop-title"><div class="landing__container"><h2 id="claim-shop-title">${escapeHtml(
    labels.claimShop,
  )}</h2>${list}</div></section>`;
  return `${headerMarkup(locale)}<main id="main" class="landing" tabindex="-1">${hero}${section}</main>`;
}

export interface ShopFirstContent {
  id: string;
  name: string;
  address: string;
  intro: string;
  storeFrontPicture: string | null;
  lat: number | null;
  long: number | null;
  /** The detail's public phone: the Call button only where the app shows it. */
  phone: string | null;
}

/** A shop's page: its photo, name, address, Call, intro and Directions, where the app draws them. */
export function shopMarkup(locale: Locale, shop: ShopFirstContent, breadcrumb: string): string {
  const shopText = textsIn(locale)(SHOP_TEXT);
  const listing = textsIn(locale)(LISTING_VIEW_TEXT);
  const location = textsIn(locale)(LOCATION_TEXT);
  const photo = `<div class="shop-view__photo"><img src="${escapeHtml(shop.storeFrontPicture ?? PLACEHOLDER_PHOTO)}" alt="${escapeHtml(
    shopText.shopPhoto(shop.name),
  )}" width="640" height="480" fetchpriority="high" decoding="async" /></div>`;
  const call = shop.phone
    ? `<div class="shop-contact"><a class="button button--primary shop-contact__button" href="tel:${escapeHtml(shop.phone)}">${escapeHtml(listing.call)}</a></div>`
    : '';
  const directions =
    shop.lat !== null && shop.long !== null
      ? `<a class="shops-button shops-button--primary shop-location__directions" href="https://www.google.com/maps/dir/?api=1&amp;destination=${shop.lat},${shop.long}" target="_blank" rel="noopener noreferrer" aria-label="${escapeHtml(
          location.directionsLabel(shop.name),
        )}">${escapeHtml(location.directions)}</a>`
      : '';
  const details = `<div class="shop-view__details"><h1 class="shop-view__name">${escapeHtml(shop.name)}</h1>${
    shop.address ? `<p class="shop-view__address">${escapeHtml(shop.address)}</p>` : ''
  }${call}${shop.intro ? `<p class="shop-view__intro">${escapeHtml(shop.intro)}</p>` : ''}${directions}</div>`;
  return appShellMarkup(
    locale,
    `<div class="page shop-page">${breadcrumb}<article class="shop-view"><div class="shop-view__hero">${photo}${details}</div></article></div>`,
  );
}
