import { z } from 'zod';

/** Site-wide details shown in the header and footer and used by the contact page. */
export const siteSettingsSchema = z.object({
  siteName: z.string(),
  /** One or two sentences describing the site: the home page's meta description (empty: a default). */
  description: z.string(),
  hotline: z.string(),
  email: z.string(),
  address: z.string(),
  /** The messenger chat link of spec §1 ("contact link to a messenger chat"). */
  messengerUrl: z.string(),
  /** App id of the chat-platform SDK loaded at startup; empty means the SDK is not loaded. */
  chatAppId: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const SITE_SETTING_KEYS = Object.keys(siteSettingsSchema.shape) as (keyof SiteSettings)[];
