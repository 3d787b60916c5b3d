import { describe, expect, it } from 'vitest';
import {
  buildMapsEmbedUrl,
  buildMapsLinkUrl,
  clampFov,
  clampPitch,
  DEFAULT_MODE,
  EMBED_ZOOM,
  INTERACTIVE_ZOOM,
  MAP_HEIGHT,
  missingParams,
  wrapHeading,
  type MapsOptions,
  type MapsUrlResult,
} from './maps-url';

const KEY = 'public-embed-key';
const at = { lat: 45.4215, lng: -75.6972 };

/** The URL's path and its query as a plain object. */
function parts(result: MapsUrlResult) {
  if (!result.ok) throw new Error(`missing ${result.missing.join(',')}`);
  const url = new URL(result.url);
  return { path: `${url.origin}${url.pathname}`, query: Object.fromEntries(url.searchParams) };
}
const embed = (options: MapsOptions) => parts(buildMapsEmbedUrl(KEY, options));
const link = (options: MapsOptions) => parts(buildMapsLinkUrl(options));

describe('defaults', () => {
  it('zoom 15 in the embed, 14 interactive, height 360, mode view', () => {
    expect([EMBED_ZOOM, INTERACTIVE_ZOOM, MAP_HEIGHT, DEFAULT_MODE]).toEqual([15, 14, 360, 'view']);
    expect(embed(at)).toEqual({
      path: 'https://www.google.com/maps/embed/v1/view',
      query: { key: KEY, center: '45.4215,-75.6972', zoom: '15' },
    });
    expect(link(at)).toEqual({
      path: 'https://www.google.com/maps/@',
      query: { api: '1', map_action: 'map', center: '45.4215,-75.6972', zoom: '14' },
    });
  });

  it('keeps a given zoom (rounded, 0..21) and the optional parameters', () => {
    expect(
      embed({ ...at, zoom: 11.6, mapType: 'satellite', language: 'fr', region: 'CA' }).query,
    ).toEqual({
      key: KEY,
      center: '45.4215,-75.6972',
      zoom: '12',
      maptype: 'satellite',
      language: 'fr',
      region: 'CA',
    });
    expect(embed({ ...at, zoom: 40 }).query.zoom).toBe('21');
    expect(link({ ...at, zoom: -3 }).query.zoom).toBe('0');
  });
});

describe('required parameters', () => {
  it.each<[MapsOptions, string[]]>([
    [{}, ['lat', 'lng']],
    [{ mode: 'view', lat: 45 }, ['lat', 'lng']],
    [{ mode: 'view', lat: 95, lng: 10 }, ['lat', 'lng']],
    [{ mode: 'view', lat: Number.NaN, lng: 10 }, ['lat', 'lng']],
    [{ mode: 'streetview', lng: 10 }, ['lat', 'lng']],
    [{ mode: 'place' }, ['placeId|q']],
    [{ mode: 'place', q: '  ' }, ['placeId|q']],
    [{ mode: 'search', lat: 1 }, ['q|lat,lng']],
    [{ mode: 'directions' }, ['origin', 'destination']],
    [{ mode: 'directions', origin: 'Ottawa' }, ['destination']],
    [{ mode: 'directions', destination: 'Toronto' }, ['origin']],
  ])('%j misses %j', (options, missing) => {
    expect(missingParams(options)).toEqual(missing);
    expect(buildMapsEmbedUrl(KEY, options)).toEqual({ ok: false, missing });
    expect(buildMapsLinkUrl(options)).toEqual({ ok: false, missing });
  });

  it('the embed needs a key', () => {
    expect(buildMapsEmbedUrl(' ', at)).toEqual({ ok: false, missing: ['apiKey'] });
  });

  it.each<MapsOptions>([
    { mode: 'view', ...at },
    { mode: 'streetview', lat: 0, lng: 0 },
    { mode: 'place', placeId: 'ChIJ123' },
    { mode: 'place', q: 'Bar Grill Ottawa' },
    { mode: 'search', q: 'tacos' },
    { mode: 'search', ...at },
    { mode: 'directions', origin: 'Ottawa', destination: 'Toronto' },
  ])('%j is complete', (options) => {
    expect(missingParams(options)).toEqual([]);
  });
});

describe('modes', () => {
  it('place: by place id or by query', () => {
    expect(embed({ mode: 'place', placeId: 'ChIJ123', q: 'ignored' })).toEqual({
      path: 'https://www.google.com/maps/embed/v1/place',
      query: { key: KEY, q: 'place_id:ChIJ123', zoom: '15' },
    });
    expect(embed({ mode: 'place', q: 'Bar & Grill, Ottawa' }).query.q).toBe('Bar & Grill, Ottawa');
    expect(link({ mode: 'place', placeId: 'ChIJ123', q: 'Bar' })).toEqual({
      path: 'https://www.google.com/maps/search/',
      query: { api: '1', query: 'Bar', query_place_id: 'ChIJ123' },
    });
  });

  it('search: by query, or around coordinates', () => {
    expect(embed({ mode: 'search', q: 'tacos' })).toEqual({
      path: 'https://www.google.com/maps/embed/v1/search',
      query: { key: KEY, q: 'tacos', zoom: '15' },
    });
    expect(embed({ mode: 'search', ...at }).query).toEqual({
      key: KEY,
      q: '45.4215,-75.6972',
      center: '45.4215,-75.6972',
      zoom: '15',
    });
    expect(link({ mode: 'search', q: 'tacos' }).query).toEqual({ api: '1', query: 'tacos' });
  });

  it('directions: origin, destination, waypoints and travel mode', () => {
    const options: MapsOptions = {
      mode: 'directions',
      origin: 'Ottawa',
      destination: '123 Main St, Toronto',
      waypoints: ['Kingston', 'Belleville'],
      travelMode: 'driving',
    };
    expect(embed(options)).toEqual({
      path: 'https://www.google.com/maps/embed/v1/directions',
      query: {
        key: KEY,
        origin: 'Ottawa',
        destination: '123 Main St, Toronto',
        waypoints: 'Kingston|Belleville',
        mode: 'driving',
      },
    });
    expect(link(options)).toEqual({
      path: 'https://www.google.com/maps/dir/',
      query: {
        api: '1',
        origin: 'Ottawa',
        destination: '123 Main St, Toronto',
        waypoints: 'Kingston|Belleville',
        travelmode: 'driving',
      },
    });
  });

  it('streetview: location with heading wrapped and pitch and fov clamped', () => {
    const options: MapsOptions = { mode: 'streetview', ...at, heading: -90, pitch: 80, fov: 5 };
    expect(embed(options)).toEqual({
      path: 'https://www.google.com/maps/embed/v1/streetview',
      query: { key: KEY, location: '45.4215,-75.6972', heading: '270', pitch: '45', fov: '10' },
    });
    expect(link(options).query).toEqual({
      api: '1',
      map_action: 'pano',
      viewpoint: '45.4215,-75.6972',
      heading: '270',
      pitch: '45',
      fov: '10',
    });
    expect(embed({ mode: 'streetview', ...at }).query).toEqual({
      key: KEY,
      location: '45.4215,-75.6972',
    });
  });
});

describe('street view ranges', () => {
  it('wraps the heading to 0–360', () => {
    expect([0, 90, 360, 450, 720, -10, -370].map(wrapHeading)).toEqual([0, 90, 0, 90, 0, 350, 350]);
  });
  it('clamps the pitch to −45..45 and the field of view to 10..120', () => {
    expect([-90, -45, 0, 45, 46].map(clampPitch)).toEqual([-45, -45, 0, 45, 45]);
    expect([0, 10, 90, 120, 180].map(clampFov)).toEqual([10, 10, 90, 120, 120]);
  });
});
