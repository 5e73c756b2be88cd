import { z } from 'zod';
import { imageRefSchema } from './media';
import { bannerOrientationSchema } from './value-schemas';

/**
 * `GET /api/custom-data?code=menu|slideshow|banner`: the storefront's site-wide content. The
 * storefront imports only the types from here (this file carries zod).
 */
export const CUSTOM_DATA_CODES = ['menu', 'slideshow', 'banner'] as const;
export type CustomDataCode = (typeof CUSTOM_DATA_CODES)[number];

export const customDataQuerySchema = z.strictObject({
  code: z.enum(CUSTOM_DATA_CODES, { error: 'invalidValue' }),
});

/** One entry of a public menu; `href` is null for a heading that only groups its children. */
export type PublicMenuNode = {
  id: number;
  name: string;
  href: string | null;
  showOnHome: boolean;
  children: PublicMenuNode[];
};

export const publicMenuNodeSchema: z.ZodType<PublicMenuNode> = z.object({
  id: z.number(),
  name: z.string(),
  href: z.string().nullable(),
  showOnHome: z.boolean(),
  get children() {
    return z.array(publicMenuNodeSchema);
  },
});

export const publicMenusSchema = z.object({
  book: z.array(publicMenuNodeSchema),
  courseOnline: z.array(publicMenuNodeSchema),
  courseOffline: z.array(publicMenuNodeSchema),
  document: z.array(publicMenuNodeSchema),
  exam: z.array(publicMenuNodeSchema),
});
export type PublicMenus = z.infer<typeof publicMenusSchema>;
export type PublicMenuGroup = keyof PublicMenus;

export const publicSlideSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** '' for none. */
  subtitle: z.string(),
  link: z.string(),
  image: imageRefSchema,
});
export type PublicSlide = z.infer<typeof publicSlideSchema>;

export const publicBannerSchema = z.object({
  id: z.number(),
  title: z.string(),
  link: z.string(),
  orientation: bannerOrientationSchema,
  image: imageRefSchema,
});
export type PublicBanner = z.infer<typeof publicBannerSchema>;

/** The answer for each code. */
export const customDataResponseSchema = z.union([
  z.object({ menu: publicMenusSchema }),
  z.object({ slideshows: z.array(publicSlideSchema) }),
  z.object({ banners: z.array(publicBannerSchema) }),
]);
export type CustomDataResponse = {
  menu: { menu: PublicMenus };
  slideshow: { slideshows: PublicSlide[] };
  banner: { banners: PublicBanner[] };
};
