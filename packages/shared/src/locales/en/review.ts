import { defineTexts } from '../../i18n/texts.ts';

/**
 * Server-side and review-console strings (not in SPEC.md). In a module of their own, apart from
 * MESSAGES, so that the public pages' first bundle (which holds MESSAGES) does not carry them.
 */
export const REVIEW_MESSAGES = defineTexts('review/REVIEW_MESSAGES', {
  anotherOwnerVerified: 'Another owner was verified.',
  // Registration enquiries, server side.
  enquiryTooMany: 'Too many call-back requests from your network. Please try again in an hour.',
  enquiryFieldTooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  // Review console (team members only).
  adminSignInRequired: 'Please sign in to the review console.',
  adminForbidden: 'Your account cannot do this.',
  adminCredentialsWrong: 'The e-mail or password is not correct.',
  adminLockedOut: (minutes: number) =>
    `Too many failed sign-ins. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  adminSignInBusy: 'Too many sign-ins right now. Please try again in a few seconds.',
  adminLinkInvalid: 'This image link is not valid or has expired. Please reopen the claim.',
  // Two-factor sign-in and enrolment (decision 0056).
  adminCodeWrong: 'The code is not correct.',
  adminSignInExpired: 'Your sign-in has expired. Please enter your e-mail and password again.',
  adminTwoFactorRequired:
    'This account must set up two-factor sign-in first: open the enrolment link from npm run admin:create.',
  adminEnrolmentLinkInvalid:
    'This enrolment link is not valid, has been used or has expired. Please ask for a new one.',
  claimNotFound: 'No claim with this id exists.',
  paymentNotFound: 'No payment order with this id exists.',
  paymentNotRefundable: 'Only a paid order that is not refunded yet can be refunded.',
  claimAlreadyReviewed: 'This claim has already been reviewed.',
  reviewReasonRequired: 'Please give a reason.',
  // Duplicates and the review checklist (decision 0077).
  reviewChecklistRequired:
    'Before approving, tick all three checks: the name board matches, the location matches, and the name on the cheque matches the owner.',
  listedShopRequired: 'Choose the listed shop this claim is for.',
  listedShopNotFound: 'That listed shop does not exist or is not in the directory.',
  approveAsListedNewOnly: 'Only a claim for a new listing can be approved as a listed shop.',
  approvedAsListedReason: (shopName: string) => `Approved as the listed shop ${shopName}.`,
  suggestionsTooMany: 'Too many look-ups from your network. Please try again in a few minutes.',
  enquiryNotFound: 'No enquiry with this id exists.',
  enquiryTransitionRefused: 'This enquiry cannot move to that state.',
});

/** The registration-enquiry form's labels (SPEC.md section 2), loaded with that page only. */
export const ENQUIRY_LABELS = defineTexts('review/ENQUIRY_LABELS', {
  shopName: 'Shop Name',
  ownersName: "Owner's Name",
  contactNumber: 'Contact Number',
  submitting: 'Submitting...',
});
