import {
  clampFov,
  clampPitch,
  clampZoom,
  coordinates,
  DEFAULT_MODE,
  EMBED_ZOOM,
  INTERACTIVE_ZOOM,
  missingParams,
  wrapHeading,
  type MapsOptions,
} from './maps-params';

export * from './maps-params';

export type MapsUrlResult = { ok: true; url: string } | { ok: false; missing: string[] };

type Params = Record<string, string | number | undefined>;

function withQuery(base: string, params: Params): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return `${base}?${query.toString()}`;
}

const streetView = (o: MapsOptions) => ({
  heading: o.heading === undefined ? undefined : wrapHeading(o.heading),
  pitch: o.pitch === undefined ? undefined : clampPitch(o.pitch),
  fov: o.fov === undefined ? undefined : clampFov(o.fov),
});

/**
 * Maps Embed API URL (https://developers.google.com/maps/documentation/embed/embedding-map).
 * The key is the public, referrer-restricted embed key, never a secret.
 */
export function buildMapsEmbedUrl(apiKey: string, options: MapsOptions): MapsUrlResult {
  const missing = [...(apiKey.trim() ? [] : ['apiKey']), ...missingParams(options)];
  if (missing.length > 0) return { ok: false, missing };
  const mode = options.mode ?? DEFAULT_MODE;
  const at = coordinates(options);
  const zoom = clampZoom(options.zoom ?? EMBED_ZOOM);
  const common = { key: apiKey, language: options.language, region: options.region };
  const base = `https://www.google.com/maps/embed/v1/${mode}`;
  switch (mode) {
    case 'view':
      return ok(base, { ...common, center: at, zoom, maptype: options.mapType });
    case 'place': {
      const q = options.placeId ? `place_id:${options.placeId}` : options.q;
      return ok(base, { ...common, q, center: at, zoom, maptype: options.mapType });
    }
    case 'search':
      return ok(base, {
        ...common,
        q: options.q || at,
        center: at,
        zoom,
        maptype: options.mapType,
      });
    case 'directions':
      return ok(base, {
        ...common,
        origin: options.origin,
        destination: options.destination,
        waypoints: options.waypoints?.join('|'),
        mode: options.travelMode,
      });
    case 'streetview':
      return ok(base, { ...common, location: at, ...streetView(options) });
  }
}

/** Maps URLs link that opens the same place in Google Maps (https://developers.google.com/maps/documentation/urls/get-started). */
export function buildMapsLinkUrl(options: MapsOptions): MapsUrlResult {
  const missing = missingParams(options);
  if (missing.length > 0) return { ok: false, missing };
  const mode = options.mode ?? DEFAULT_MODE;
  const at = coordinates(options);
  const zoom = clampZoom(options.zoom ?? INTERACTIVE_ZOOM);
  switch (mode) {
    case 'view':
      return ok('https://www.google.com/maps/@', { api: 1, map_action: 'map', center: at, zoom });
    case 'place':
    case 'search':
      return ok('https://www.google.com/maps/search/', {
        api: 1,
        query: options.q || at || options.placeId,
        query_place_id: mode === 'place' ? options.placeId : undefined,
      });
    case 'directions':
      return ok('https://www.google.com/maps/dir/', {
        api: 1,
        origin: options.origin,
        destination: options.destination,
        waypoints: options.waypoints?.join('|'),
        travelmode: options.travelMode,
      });
    case 'streetview':
      return ok('https://www.google.com/maps/@', {
        api: 1,
        map_action: 'pano',
        viewpoint: at,
        ...streetView(options),
      });
  }
}

function ok(base: string, params: Params): MapsUrlResult {
  return { ok: true, url: withQuery(base, params) };
}
