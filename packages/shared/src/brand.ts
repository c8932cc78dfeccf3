/** The product's name lives here only; the Premium plan is always this name + ' Premium'. */
export const BRAND_NAME = 'Apni Dukaan';
export const PREMIUM_NAME = `${BRAND_NAME} Premium`;
export const SUPPORT_EMAIL = 'support@apnidukaan.in';
export const COPYRIGHT_YEAR = 2023;
