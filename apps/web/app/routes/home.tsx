import { Suspense } from 'react';
import { PageIntro } from '../components/page-intro';
import { HomeHero } from '../features/hero/components/home-hero';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('home', params.lang);

// The page's h1 stays the intro's; the hero's event titles are h2s above it. The hero hydrates
// on its own (a Suspense boundary, see SiteShell): it is the page's heaviest part.
export default function HomeRoute() {
  return (
    <>
      <Suspense>
        <HomeHero />
      </Suspense>
      <PageIntro page="home" />
    </>
  );
}
