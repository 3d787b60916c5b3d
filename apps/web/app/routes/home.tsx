import { Suspense } from 'react';
import { PageIntro } from '../components/page-intro';
import { HomeHero } from '../features/hero/components/home-hero';
import { ReviewsRailSlot } from '../features/reviews/components/reviews-rail-slot';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('home', params.lang);

// The page's h1 stays the intro's; the hero's event titles are h2s above it. The hero hydrates
// on its own (a Suspense boundary, see SiteShell): it is the page's heaviest part. The reviews
// rail below the fold reserves its height and loads its own chunk when it nears the viewport.
export default function HomeRoute() {
  return (
    <>
      <Suspense>
        <HomeHero />
      </Suspense>
      <PageIntro page="home" />
      <ReviewsRailSlot locale={useLocale()} />
    </>
  );
}
