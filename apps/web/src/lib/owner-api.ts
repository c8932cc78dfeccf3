import { type BodyOf, type ShopPhoto } from '@local-shops/shared';
import type { OwnerListing } from '@local-shops/shared/listing';
import type { OwnerOffer, OwnerOffersResponse } from '@local-shops/shared/offers';
import type { OWNER_ROUTES } from '@local-shops/shared/owner-routes';
import type { OwnerSupportRequest } from '@local-shops/shared/support';
import { pricesApi } from './prices-api.ts';
import { routeClient } from './route-client.ts';

type Routes = typeof OWNER_ROUTES;

const { at, get, send, link } = routeClient<Routes>();

const paths = {
  shops: at('ownerShops', '/owner/shops'),
  support: at('ownerSupport', '/owner/support'),
  offers: at('ownerOffers', '/owner/shops/:id/offers'),
  offer: at('ownerOffer', '/owner/shops/:id/offers/:offerId'),
  products: at('ownerProducts', '/owner/shops/:id/products'),
  insights: at('ownerInsights', '/owner/shops/:id/insights'),
  shop: at('ownerShop', '/owner/shops/:id'),
  photos: at('ownerShopPhotos', '/owner/shops/:id/photos'),
  photo: at('ownerShopPhoto', '/owner/shops/:id/photos/:photoId'),
  reviewReply: at('ownerReviewReply', '/owner/shops/:shopId/reviews/:reviewId/reply'),
  invoice: at('ownerInvoice', '/owner/payments/:orderId/invoice'),
  creditNote: at('ownerCreditNote', '/owner/payments/:orderId/credit-note'),
};

/** The dashboard's calls, one function per route of the owner's table (decision 0060). */
export const ownerApi = {
  shops: () => get('ownerShops', paths.shops),
  supportRequests: () => get<'ownerSupportList', { items: OwnerSupportRequest[] }>('ownerSupportList', paths.support),
  askSupport: (question: BodyOf<Routes['ownerSupport']>) =>
    send<'ownerSupport', OwnerSupportRequest>('ownerSupport', 'POST', paths.support, question),
  offers: (shopId: string) =>
    get<'ownerOffers', OwnerOffersResponse & { premium: boolean }>('ownerOffers', paths.offers(shopId)),
  addOffer: (shopId: string, offer: BodyOf<Routes['ownerOfferCreate']>) =>
    send<'ownerOfferCreate', OwnerOffer>('ownerOfferCreate', 'POST', paths.offers(shopId), offer),
  removeOffer: (shopId: string, offerId: string) => send('ownerOffer', 'DELETE', paths.offer(shopId, offerId)),
  /** The shop's price list as shoppers see it: the page the owner edits starts from it. */
  shopProducts: pricesApi.shopProducts,
  catalogue: pricesApi.catalogue,
  saveProducts: (shopId: string, products: BodyOf<Routes['ownerProducts']>) =>
    send('ownerProducts', 'PUT', paths.products(shopId), products),
  insights: (shopId: string, days: number) => get('ownerInsights', `${paths.insights(shopId)}?days=${days}`),
  listing: (shopId: string) => get<'ownerShop', OwnerListing>('ownerShop', paths.shop(shopId)),
  updateListing: (shopId: string, changes: BodyOf<Routes['ownerShopUpdate']>) =>
    send<'ownerShopUpdate', OwnerListing>('ownerShopUpdate', 'PATCH', paths.shop(shopId), changes),
  /** multipart/form-data with one file, `photo` (lib/api.ts photoForm). */
  addPhoto: (shopId: string, form: FormData) =>
    send<'ownerShopPhotos', ShopPhoto>('ownerShopPhotos', 'POST', paths.photos(shopId), form),
  removePhoto: (shopId: string, photoId: string) => send('ownerShopPhoto', 'DELETE', paths.photo(shopId, photoId)),
  replyToReview: (shopId: string, reviewId: string, reply: BodyOf<Routes['ownerReviewReply']>) =>
    send<'ownerReviewReply', { reply: { text: string; repliedAt: string } }>(
      'ownerReviewReply',
      'PUT',
      paths.reviewReply(shopId, reviewId),
      reply,
    ),
  /** The PDFs of a paid or refunded order, as links the browser opens (the session proves the number). */
  invoiceLink: (orderId: string) => link('ownerInvoice', paths.invoice(orderId)),
  creditNoteLink: (orderId: string) => link('ownerCreditNote', paths.creditNote(orderId)),
} as const;
