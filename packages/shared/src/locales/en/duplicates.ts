import { defineTexts } from '../../i18n/texts.ts';

/** "Is this your shop?" in the registration form (decision 0077). */
export const DUPLICATE_TEXTS = defineTexts('duplicates/DUPLICATE_TEXTS', {
  heading: 'Is this your shop?',
  lead: 'A shop with a name like this is already listed here. If it is yours, claim it instead of adding it again.',
  distance: (meters: number) => `${meters} m away`,
  samePin: (pin: string) => `In pin ${pin}`,
  claimed: 'Already claimed',
  claimThis: 'This is my shop: claim it',
  notMine: 'None of these is my shop',
});

/** The console's duplicate flags, checklist and queue order (decision 0077). */
export const CONSOLE_DUPLICATE_TEXT = defineTexts('duplicates/CONSOLE_DUPLICATE_TEXT', {
  flagsHeading: 'Possible duplicate',
  noFlags: 'No duplicate signals.',
  flagName: 'Similar name',
  flagNumber: 'Same number',
  flagPhoto: 'Same photo',
  nameFlag: (meters: string) => `A shop with a similar name ${meters} away:`,
  numberFlag: 'The same number claimed another shop:',
  photoFlag: (image: string, bits: number) => `The same ${image} photo (${bits} of 64 bits differ) as the claim of:`,
  cheque: 'cheque',
  storeFront: 'store-front',
  openClaim: 'open that claim',
  listed: 'listed',
  notListed: 'not listed',
  claimed: 'claimed',
  checklistHeading: 'Before approving, tick what you checked',
  checkNameBoard: 'The name board in the store-front photo matches the shop name',
  checkLocation: 'The photo was taken at the shop’s location',
  checkChequeName: 'The name on the cheque or passbook matches the owner’s name',
  approveAsListedOf: (name: string) => `Approve as the listed shop “${name}”`,
  approvedAsListed: 'Approved as the listed shop. No second shop was made; the owner will get an SMS.',
  approvedAsListedNote: 'Approved as the listed shop',
  mergedFrom: 'Made from a new-listing claim approved as this shop:',
  flagFilter: 'Flag',
  anyFlag: 'Any flag',
  noFilter: 'All claims',
  sortLabel: 'Order',
  sortWaiting: 'Waiting longest first',
  sortNewest: 'Newest first',
  flagsColumn: 'Flags',
});
