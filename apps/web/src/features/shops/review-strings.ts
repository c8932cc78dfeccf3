/** Wording of shoppers' reviews on the shop page and the list (issue 12), in every language: locales/<code>/shops.ts. */
export { REVIEW_TEXT } from '@local-shops/shared';
