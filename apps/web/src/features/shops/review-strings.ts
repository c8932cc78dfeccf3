import { REVIEW_TEXT_MAX } from '@local-shops/shared';
import { RATING_TEXT } from './rating-stars.tsx';

/** Wording of shoppers' reviews on the shop page and the list (issue 12). */
export const REVIEW_TEXT = {
  heading: 'Ratings & reviews',
  noReviews: 'No reviews yet. Be the first to review this shop.',
  ...RATING_TEXT,
  writeReview: 'Write a review',
  showMore: 'Show more reviews',
  loadingMore: 'Loading...',
  report: 'Report',
  reported: 'Reported',
  ownerReply: 'Reply from the owner',
  photoAlt: (n: number, author: string) => `Photo ${n} from ${author}`,
  formTitle: 'Rate this shop',
  formSubtitle: (shopName: string) => shopName,
  yourRating: 'Your rating',
  star: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
  yourReview: 'Your review (optional)',
  charactersLeft: (n: number) => `${n} characters left`,
  photos: 'Photos (optional, up to 3)',
  addPhotos: 'Add photos',
  removePhoto: (n: number) => `Remove photo ${n}`,
  tooManyPhotos: 'You can add up to 3 photos.',
  chooseRating: 'Please choose a rating from 1 to 5 stars.',
  textTooLong: `Your review can be at most ${REVIEW_TEXT_MAX} characters.`,
  cancel: 'Cancel',
  post: 'Post review',
  posting: 'Posting...',
  close: 'Close',
  signInTitle: 'Verify your number to review',
  signInSubtitle: 'We send a code by SMS. Your number is never shown: reviews show only its last 4 digits.',
} as const;
