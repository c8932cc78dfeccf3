import { EDIT_TEXT } from '@local-shops/shared/locales/en/owner';

/** Wording of the 'Edit listing' screen (issue 10). */
export { EDIT_TEXT };
