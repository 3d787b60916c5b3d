import { NotFoundContent } from '../features/not-found/components/not-found-content';
// Here rather than in the component: the locale layout imports the component for every page,
// and the stylesheet would then block the first paint of all of them.
import '../features/not-found/components/not-found.css';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/not-found';

// Catch-all under /{locale}; also prerendered as /{locale}/404, the file the API answers
// unknown paths with (status 404).
export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta('notFound', params.lang),
  { name: 'robots', content: 'noindex' },
];

export default function NotFoundRoute() {
  return <NotFoundContent />;
}
