/**
 * Wording of the claim details form and the store-front step that SPEC.md does not fix (the
 * wording it fixes is in @local-shops/shared MESSAGES and LABELS). The texts live in the shared
 * `claim` module, in every language: show them through `useTexts(...)`.
 */
export { CLAIM_TEXTS as CLAIM_TEXT, STORE_FRONT_TEXTS as STORE_FRONT_TEXT } from '@local-shops/shared';
