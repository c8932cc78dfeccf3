import { pathOf, type BodyOf, type Infer, type ShopPhoto } from '@local-shops/shared';
import type { OwnerListing } from '@local-shops/shared/listing';
import type { OwnerOffer, OwnerOffersResponse } from '@local-shops/shared/offers';
import type { OwnerSupportRequest } from '@local-shops/shared/support';
import type { OWNER_ROUTES } from '@local-shops/shared/owner-routes';
import { apiRequest } from './api.ts';
import type { ApiGet } from './public-api.ts';

type Routes = typeof OWNER_ROUTES;

// Each pattern and method is written again here, checked against the table's by the compiler: a
// type-only import, so that the dashboard carries none of the table's schemas (as lib/public-api.ts).
const at = <K extends keyof Routes>(_route: K, pattern: Routes[K]['path']) => pathOf(pattern);

/** A route's answer: the table's where it declares one, else the type the route answers. */
type Answer<K extends keyof Routes, T> = Routes[K] extends { response: infer S } ? Infer<S> : T;

const get = <K extends keyof Routes, T = never>(_route: K, url: string) => url as ApiGet<Answer<K, T>>;
/** A write of the table: its method, and its body as the table declares it (a FormData for a multipart route). */
const send = <K extends keyof Routes, T = void>(_route: K, method: Routes[K]['method'], url: string, body?: BodyOf<Routes[K]> | FormData) =>
  apiRequest<Answer<K, T>>(url, body === undefined ? { method } : { method, body });

const paths = {
  shops: at('ownerShops', '/owner/shops'),
  support: at('ownerSupport', '/owner/support'),
  offers: at('ownerOffers', '/owner/shops/:id/offers'),
  offer: at('ownerOffer', '/owner/shops/:id/offers/:offerId'),
  products: at('ownerProducts', '/owner/shops/:id/products'),
  shopProducts: at('shopProducts', '/claim-shops/:id/products'),
  catalogue: at('productCatalogue', '/product-catalogue'),
  insights: at('ownerInsights', '/owner/shops/:id/insights'),
  shop: at('ownerShop', '/owner/shops/:id'),
  photos: at('ownerShopPhotos', '/owner/shops/:id/photos'),
  photo: at('ownerShopPhoto', '/owner/shops/:id/photos/:photoId'),
  reviewReply: at('ownerReviewReply', '/owner/shops/:shopId/reviews/:reviewId/reply'),
};

/** The dashboard's calls, one function per route of the owner's table (decision 0060). */
export const ownerApi = {
  shops: () => get('ownerShops', paths.shops),
  supportRequests: () => get<'ownerSupportList', { items: OwnerSupportRequest[] }>('ownerSupportList', paths.support),
  askSupport: (question: BodyOf<Routes['ownerSupport']>) => send<'ownerSupport', OwnerSupportRequest>('ownerSupport', 'POST', paths.support, question),
  offers: (shopId: string) => get<'ownerOffers', OwnerOffersResponse & { premium: boolean }>('ownerOffers', paths.offers(shopId)),
  addOffer: (shopId: string, offer: BodyOf<Routes['ownerOfferCreate']>) => send<'ownerOfferCreate', OwnerOffer>('ownerOfferCreate', 'POST', paths.offers(shopId), offer),
  removeOffer: (shopId: string, offerId: string) => send('ownerOffer', 'DELETE', paths.offer(shopId, offerId)),
  /** The shop's price list as shoppers see it: the page the owner edits starts from it. */
  shopProducts: (shopId: string) => get('shopProducts', paths.shopProducts(shopId)),
  catalogue: (q: string) => get('productCatalogue', `${paths.catalogue}?q=${encodeURIComponent(q)}`),
  saveProducts: (shopId: string, products: BodyOf<Routes['ownerProducts']>) => send('ownerProducts', 'PUT', paths.products(shopId), products),
  insights: (shopId: string, days: number) => get('ownerInsights', `${paths.insights(shopId)}?days=${days}`),
  listing: (shopId: string) => get<'ownerShop', OwnerListing>('ownerShop', paths.shop(shopId)),
  updateListing: (shopId: string, changes: BodyOf<Routes['ownerShopUpdate']>) => send<'ownerShopUpdate', OwnerListing>('ownerShopUpdate', 'PATCH', paths.shop(shopId), changes),
  /** multipart/form-data with one file, `photo` (lib/api.ts photoForm). */
  addPhoto: (shopId: string, form: FormData) => send<'ownerShopPhotos', ShopPhoto>('ownerShopPhotos', 'POST', paths.photos(shopId), form),
  removePhoto: (shopId: string, photoId: string) => send('ownerShopPhoto', 'DELETE', paths.photo(shopId, photoId)),
  replyToReview: (shopId: string, reviewId: string, reply: BodyOf<Routes['ownerReviewReply']>) =>
    send<'ownerReviewReply', { reply: { text: string; repliedAt: string } }>('ownerReviewReply', 'PUT', paths.reviewReply(shopId, reviewId), reply),
} as const;
