import { z } from 'zod';

const ImageResourceSchema = z.object({
  src: z.string(),
  sizes: z.string(),
  type: z.string(),
});

/** The Web App Manifest the site links to (https://www.w3.org/TR/appmanifest/), as we write it. */
export const WebManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  dir: z.literal('ltr'),
  start_url: z.string(),
  scope: z.string(),
  display: z.string(),
  display_override: z.array(z.string()).optional(),
  orientation: z.string(),
  theme_color: z.string(),
  background_color: z.string(),
  categories: z.array(z.string()),
  icons: z.array(ImageResourceSchema.extend({ purpose: z.enum(['any', 'maskable']) })),
  screenshots: z.array(
    ImageResourceSchema.extend({ label: z.string(), form_factor: z.enum(['wide', 'narrow']) }),
  ),
});

export type WebManifest = z.infer<typeof WebManifestSchema>;
