import { z } from 'zod';

/** GET /v1/places/{state}/{town}/{category}: what a town and category page shows. */
export const placePageSchema = z.object({
  town: z.string(),
  state: z.string(),
  category: z.object({ id: z.string(), label: z.string() }),
  shops: z.array(z.object({ id: z.string(), name: z.string(), distanceKm: z.number() })),
  otherCategories: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type PlacePage = z.infer<typeof placePageSchema>;
