/** Business constants of SPEC.md section 9, in one place for the UI, the API and the tests. */
export const PAGE_SIZE = 20;
export const FIRST_PAGE = 1;
export const API_TIMEOUT_MS = 25_000;
export const TOAST_DURATION_MS = 5_000;
export const PERSIST_TIMEOUT_MS = 5_000;
export const PERSIST_KEY = 'root';
export const INFINITE_SCROLL_THRESHOLD = 0.8;
export const INFINITE_SCROLL_THROTTLE_MS = 150;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const EARTH_RADIUS_KM = 6371;
export const PREMIUM_PRICE_RUPEES = 1999;
/** Razorpay and the invoices count in paise: derived, so the price is written once. */
export const PREMIUM_PRICE_PAISE = PREMIUM_PRICE_RUPEES * 100;
export const FREE_PLAN_PRICE_RUPEES = 0;
export const MINIMUM_AGE = 13;
export const PARENTAL_CONSENT_AGE = 18;
export const REFUND_DAYS_SUBSCRIPTION = 30;
export const REFUND_DAYS_ONE_TIME = 5;
export const REFUND_PROCESSING_WORKING_DAYS = 5;
export const CALLBACK_HOURS = 24;
export const SETUP_MINUTES = 2;
export const CAROUSEL_PRICE_CARD_PX = 330;
export const CAROUSEL_SIMILAR_CARD_PX = 212;
export const CAROUSEL_STEP_PX = 20;
export const CAROUSEL_STEP_MS = 30;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_RADIUS_KM = 500;
export const NEARBY_LIMIT = 10;
export const NEARBY_MAX_RADIUS_KM = 50;
/** Review console: a claim should be reviewed within this many hours of submission. */
export const CLAIM_REVIEW_TARGET_HOURS = 48;
/** A store-front photo taken further than this from the listing's position is flagged to reviewers. */
export const PHOTO_DISTANCE_FLAG_METERS = 500;
