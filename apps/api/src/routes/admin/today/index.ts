import { adminTodayContract, type RatingWindow } from '@bar/domain/api/today';
import { todayIn } from '@bar/domain/events/dates';
import { FeedbackRecordSchema } from '@bar/domain/events/feedback';
import { addDays } from '@bar/domain/reservations/slots';
import { holdsCovers } from '@bar/domain/reservations/schema';
import { SurveyRecordSchema } from '@bar/domain/surveys/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { FEEDBACK, tenantTimeZone } from '../../../repositories/events.js';
import { listUnansweredGroups } from '../../../repositories/chat-unanswered.js';
import { listOrders } from '../../../repositories/orders.js';
import { listReservations } from '../../../repositories/reservations.js';
import { listSubscribers } from '../../../repositories/subscribers.js';
import { SURVEYS } from '../../../repositories/surveys.js';
import type { DocumentStore } from '../../../stores/document-store.js';

const DAY_MS = 86_400_000;
const WEEK_AHEAD = 7;

/** Ratings (1-5) given since an instant: kiosk surveys' overall experience and event reviews. */
async function ratingsSince(
  docs: DocumentStore,
  since: Date,
): Promise<{ at: number; rating: number }[]> {
  const [surveys, feedback] = await Promise.all([
    docs.query(SURVEYS, {
      where: [{ field: 'ts', op: '>=', value: since.getTime() }],
      limit: 5000,
    }),
    docs.query(FEEDBACK, {
      where: [{ field: 'createdAt', op: '>=', value: since.toISOString() }],
      limit: 5000,
    }),
  ]);
  const fromSurveys = surveys.flatMap((s) => {
    const parsed = SurveyRecordSchema.safeParse(s.data);
    return parsed.success
      ? [{ at: parsed.data.ts, rating: parsed.data.answers.ratings.experience }]
      : [];
  });
  const fromFeedback = feedback.flatMap((f) => {
    const parsed = FeedbackRecordSchema.safeParse(f.data);
    return parsed.success
      ? [{ at: Date.parse(parsed.data.createdAt), rating: parsed.data.rating }]
      : [];
  });
  return [...fromSurveys, ...fromFeedback].filter(
    (r) => Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5,
  );
}

function ratingWindow(
  ratings: { at: number; rating: number }[],
  days: number,
  now: Date,
): RatingWindow {
  const from = now.getTime() - days * DAY_MS;
  const inside = ratings.filter((r) => r.at >= from);
  const stars = [0, 0, 0, 0, 0];
  for (const r of inside) stars[r.rating - 1] = (stars[r.rating - 1] ?? 0) + 1;
  const sum = inside.reduce((n, r) => n + r.rating, 0);
  return {
    days,
    count: inside.length,
    average: inside.length ? Math.round((sum / inside.length) * 10) / 10 : null,
    stars,
  };
}

/** GET /api/admin/today — the landing's summary of the day, in the tenant's time zone (staff). */
const adminTodayRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, adminTodayContract),
    handler: async (request) => {
      const docs = request.docs;
      const now = new Date();
      const timeZone = await tenantTimeZone(docs);
      const today = todayIn(timeZone, now);
      const last = addDays(today, WEEK_AHEAD);
      const [reservations, ratings, subscribers, orders, unanswered] = await Promise.all([
        listReservations(docs, { from: today }),
        ratingsSince(docs, new Date(now.getTime() - 90 * DAY_MS)),
        listSubscribers(docs),
        listOrders(docs, { limit: 5 }),
        listUnansweredGroups(docs),
      ]);
      const days = Array.from({ length: WEEK_AHEAD + 1 }, (_, i) => addDays(today, i)).map(
        (date) => {
          const ofDay = reservations.filter((r) => r.date === date);
          return {
            date,
            reservations: ofDay.length,
            covers: ofDay.filter((r) => holdsCovers(r.state)).reduce((n, r) => n + r.guests, 0),
          };
        },
      );
      const weekAgo = new Date(now.getTime() - WEEK_AHEAD * DAY_MS).toISOString();
      const newest = [...subscribers].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return {
        today,
        timeZone,
        days: days.filter((d) => d.date <= last),
        reservations: reservations
          .filter((r) => r.date === today)
          .map(({ id, time, name, guests, state }) => ({ id, time, name, guests, state })),
        ratings: { last30: ratingWindow(ratings, 30, now), last90: ratingWindow(ratings, 90, now) },
        subscribers: {
          newLast7Days: subscribers.filter((s) => s.createdAt >= weekAgo).length,
          latest: newest
            .slice(0, 5)
            .map(({ id, name, state, createdAt }) => ({ id, name, state, createdAt })),
        },
        unanswered: {
          groups: unanswered.length,
          latest: unanswered
            .slice(0, 3)
            .map(({ question, count, lastAskedAt }) => ({ question, count, lastAskedAt })),
        },
        orders: orders.map(({ id, state, totalCents, currency, createdAt }) => ({
          id,
          state,
          totalCents,
          currency,
          createdAt,
        })),
      };
    },
  });
  done();
};

export default adminTodayRoutes;
