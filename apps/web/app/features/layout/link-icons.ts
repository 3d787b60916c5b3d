// Icons and display names for the social networks and delivery platforms the branding usually
// names; small SVGs shipped in public/icons. An item's own icon (branding `icon`) wins.

type Known = { label: string; icon: string };

const KNOWN: Record<string, Known> = {
  instagram: { label: 'Instagram', icon: '/icons/social/instagram.svg' },
  facebook: { label: 'Facebook', icon: '/icons/social/facebook.svg' },
  tiktok: { label: 'TikTok', icon: '/icons/social/tiktok.svg' },
  x: { label: 'X', icon: '/icons/social/x.svg' },
  twitter: { label: 'X', icon: '/icons/social/x.svg' },
  youtube: { label: 'YouTube', icon: '/icons/social/youtube.svg' },
  whatsapp: { label: 'WhatsApp', icon: '/icons/social/whatsapp.svg' },
  telegram: { label: 'Telegram', icon: '/icons/social/telegram.svg' },
  ubereats: { label: 'Uber Eats', icon: '/icons/platforms/ubereats.svg' },
  doordash: { label: 'DoorDash', icon: '/icons/platforms/doordash.svg' },
  skipthedishes: { label: 'SkipTheDishes', icon: '/icons/platforms/skipthedishes.svg' },
};

export const GENERIC_LINK_ICON = '/icons/link.svg';
export const GENERIC_PLATFORM_ICON = '/icons/platforms/delivery.svg';

/** Messaging apps and video channels get their own footer links (spec §2 "Footer"). */
export const MESSAGING_APPS = new Set(['whatsapp', 'telegram', 'messenger', 'signal']);
export const VIDEO_CHANNELS = new Set(['youtube', 'vimeo', 'twitch']);

/** 'Uber Eats', 'uber-eats' and 'UberEats' are the same key. */
export function linkKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z\d]/g, '');
}

export function knownLink(name: string): Known | undefined {
  return KNOWN[linkKey(name)];
}
