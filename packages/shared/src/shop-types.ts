/** The 12 shop types of SPEC.md section 1, spelled as there. */
export const SHOP_TYPES = [
  'Online Brands',
  'Online Service',
  'Retailers',
  'Wholesalers',
  'Distributors',
  'Manufacturers',
  'Suppliers',
  'Service Providers',
  'Franchisees',
  'Online Retailers',
  'Specialty Stores',
  'Pop-up Shops',
] as const;
export type ShopType = (typeof SHOP_TYPES)[number];
