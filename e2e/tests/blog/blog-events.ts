import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { idTokenFor } from '../../support/auth-emulator.js';
import { URLS } from '../../support/ports.js';
import { drawPng } from '../../support/pictures.js';

// Staff create the blog's events through the admin API (the posts editor's own calls).
const STAFF = { email: 'staff@example.com', password: 'cantina-staff' };

export type CreatedEvent = { id: string; slug: string; title: string };

/** A day `days` from today (negative: in the past), far enough from midnight in any zone. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export const staffToken = (): Promise<string> => idTokenFor(STAFF.email, STAFF.password);

export async function createEvent(
  request: APIRequestContext,
  token: string,
  body: Record<string, unknown>,
): Promise<CreatedEvent> {
  const answer = await request.post(`${URLS.web}/api/admin/events`, {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as CreatedEvent;
}

/** An 800×1000 picture (portrait): a real PNG the API resizes. */
export const portraitPng = (page: Page): Promise<Buffer> =>
  drawPng(page, { width: 800, height: 1000, colors: ['#1f4e79', '#f2c14e'] });

export async function uploadPicture(
  request: APIRequestContext,
  token: string,
  eventId: string,
  png: Buffer,
): Promise<void> {
  const answer = await request.post(`${URLS.web}/api/admin/events/${eventId}/media`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'cartel.png', mimeType: 'image/png', buffer: png } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}
