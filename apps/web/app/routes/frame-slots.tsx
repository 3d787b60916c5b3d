import { type ComponentType, type LazyExoticComponent, memo, Suspense } from 'react';
import { later } from 'virtual:later/routes/public-frame';

// The module's types only: erased from the build, and not followed by the site-texts scan, so
// the texts the frame names load with the frame's module, not with every page's
// (site-texts-plugin.ts; public-frame.tsx waits for them before it is in).
import type * as FrameModule from './public-frame';

type Frame = typeof FrameModule;

// The header, the footer and the bottom dock are prerendered like the rest of the page, but
// their code (the navigation, the language switcher, the theme toggle, the session badge, the
// tenant's links, the install button and the consent bar: about 5 KB gzipped) is not part of
// the first load, nor is what follows the navigations (page views, the head's URLs). React keeps their prerendered HTML as it is (a Suspense boundary waiting for
// its code stays dehydrated) and hydrates them once the module has arrived, right after the
// page's own code (selective hydration, https://react.dev/reference/react/Suspense). Links
// work before that, as links. The prerender has the module at once (later-plugin.ts), so the
// HTML holds them in place.
//
// The data they show (the tenant's, the session, the tenant's texts) reaches them from their
// own hooks, as transitions, which React holds back until the boundary has hydrated. Each slot
// is memoised with its boundary inside, so a parent's update that is not a transition passes it
// by: were it handed new props before it has hydrated, React would drop the prerendered HTML
// and render it afresh, empty until the code arrives.
const part = <K extends keyof Frame>(name: K) => later(name) as LazyExoticComponent<Frame[K]>;

/** A frame part in its own boundary, memoised with the boundary inside (see above). */
function slot<P extends object>(Part: ComponentType<P>) {
  return memo(function FrameSlot(props: P) {
    return (
      <Suspense>
        <Part {...props} />
      </Suspense>
    );
  });
}

export const PublicHeaderSlot = slot(part('PublicHeader'));
export const PublicFooterSlot = slot(part('PublicFooter'));
export const KioskHeaderSlot = slot(part('KioskHeader'));
export const PublicDockSlot = slot(part('PublicDock'));
export const PublicFollowersSlot = slot(part('PublicFollowers'));
export const PublicAddOnsSlot = slot(part('PublicAddOns'));
export const PublicSessionSlot = slot(part('PublicSession'));
export const KioskSessionSlot = slot(part('KioskSession'));
