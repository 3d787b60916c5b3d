import { PageIntro } from '../components/page-intro';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/reservations';

export const meta: Route.MetaFunction = ({ params }) => pageMeta('reservations', params.lang);

export default function ReservationsRoute() {
  return <PageIntro page="reservations" />;
}
