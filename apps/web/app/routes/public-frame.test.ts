import { FRAME_TEXT_GROUPS, TEXT_GROUPS } from '@bar/i18n/text-groups';
import { routeTexts } from 'virtual:site-texts';
import { describe, expect, it } from 'vitest';

// The header's, footer's and dock's texts load with their module, after the page; the service
// worker keeps FRAME_TEXT_GROUPS for the offline page, so they must be what the module names.
describe('the frame module’s texts', () => {
  it('are the groups its code names', () => {
    expect(routeTexts['routes/public-frame']).toEqual(
      TEXT_GROUPS.filter((group) => FRAME_TEXT_GROUPS.includes(group)),
    );
  });

  it.each(['routes/home', 'routes/offline', 'routes/menus', 'routes/blog'])(
    'are not in the first load of %s',
    (route) => {
      expect(
        (routeTexts[route] ?? []).filter((group) => FRAME_TEXT_GROUPS.includes(group)),
      ).toEqual([]);
    },
  );
});
