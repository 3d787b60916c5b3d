export type MapsMode = 'view' | 'place' | 'search' | 'directions' | 'streetview';

export type MapsOptions = {
  /** Default 'view'. */
  mode?: MapsMode;
  lat?: number;
  lng?: number;
  /** A free-text place or search query. */
  q?: string;
  placeId?: string;
  origin?: string;
  destination?: string;
  waypoints?: string[];
  travelMode?: 'driving' | 'walking' | 'bicycling' | 'transit' | 'flying';
  /** Default 15 in the embed, 14 in the interactive link. */
  zoom?: number;
  mapType?: 'roadmap' | 'satellite';
  /** Street View: wrapped to 0–360. */
  heading?: number;
  /** Street View: clamped to −45..45. */
  pitch?: number;
  /** Street View field of view: clamped to 10..120. */
  fov?: number;
  language?: string;
  region?: string;
};

export const EMBED_ZOOM = 15;
export const INTERACTIVE_ZOOM = 14;
export const MAP_HEIGHT = 360;
export const DEFAULT_MODE: MapsMode = 'view';

export function wrapHeading(heading: number): number {
  return ((heading % 360) + 360) % 360;
}

export const clampPitch = (pitch: number) => clamp(pitch, -45, 45);
export const clampFov = (fov: number) => clamp(fov, 10, 120);
export const clampZoom = (zoom: number) => clamp(Math.round(zoom), 0, 21);

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

const filled = (text: string | undefined): text is string => !!text && text.trim() !== '';

/** "lat,lng" when both are real coordinates, otherwise undefined. */
export function coordinates({ lat, lng }: MapsOptions): string | undefined {
  const valid =
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180;
  return valid ? `${lat},${lng}` : undefined;
}

/** The parameters a mode still lacks (empty when it can be drawn). */
export function missingParams(options: MapsOptions): string[] {
  const mode = options.mode ?? DEFAULT_MODE;
  const at = coordinates(options);
  switch (mode) {
    case 'view':
    case 'streetview':
      return at ? [] : ['lat', 'lng'];
    case 'place':
      return filled(options.placeId) || filled(options.q) ? [] : ['placeId|q'];
    case 'search':
      return filled(options.q) || at ? [] : ['q|lat,lng'];
    case 'directions':
      return [
        ...(filled(options.origin) ? [] : ['origin']),
        ...(filled(options.destination) ? [] : ['destination']),
      ];
  }
}
