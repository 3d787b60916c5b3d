import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { idTokenFor } from '../../support/auth-emulator.js';
import { URLS } from '../../support/ports.js';

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

/** An 800×1000 PNG drawn by the browser itself (portrait): a real picture the API resizes. */
export async function portraitPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 1000;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 800, 1000);
    gradient.addColorStop(0, '#1f4e79');
    gradient.addColorStop(1, '#f2c14e');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 800, 1000);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

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
