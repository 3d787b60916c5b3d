import { createHash } from 'node:crypto';
import type { ChatLanguage } from '@bar/domain/assistant/language';
import {
  groupUnanswered,
  normalizeQuestion,
  type UnansweredEntry,
  type UnansweredGroup,
} from '@bar/domain/assistant/unanswered';
import { BrandingSchema } from '@bar/domain/branding/schema';
import type { z } from 'zod';
import type { DocumentStore } from '../stores/document-store.js';
import { readBrandingDocument, readEffectiveBranding, writeBrandingPatch } from './branding.js';
import { recordVersion } from './versions.js';

/** Per tenant: one document per normalized question nothing answered. */
export const AI_UNANSWERED = 'ai_unanswered';

const idOf = (normalized: string) =>
  createHash('sha256').update(normalized).digest('hex').slice(0, 20);

/** Counts a question the assistant could not answer (asked again after an answer: reopened). */
export async function recordUnanswered(
  docs: DocumentStore,
  question: string,
  lang: ChatLanguage,
  now: Date = new Date(),
): Promise<void> {
  const normalized = normalizeQuestion(question);
  if (!normalized) return;
  const path = `${AI_UNANSWERED}/${idOf(normalized)}`;
  await docs.transaction(async (tx) => {
    const stored = await tx.get(path);
    const count = typeof stored?.count === 'number' ? stored.count : 0;
    tx.set(path, {
      question: question.trim(),
      normalized,
      lang,
      count: count + 1,
      firstAskedAt:
        typeof stored?.firstAskedAt === 'string' ? stored.firstAskedAt : now.toISOString(),
      lastAskedAt: now.toISOString(),
      answered: false,
    });
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The open (not answered) questions, grouped by close wording. */
export async function listUnansweredGroups(docs: DocumentStore): Promise<UnansweredGroup[]> {
  const rows = await docs.query(AI_UNANSWERED, {
    where: [{ field: 'answered', op: '==', value: false }],
    limit: 1000,
  });
  const entries: UnansweredEntry[] = rows.map(({ id, data }) => ({
    id,
    question: text(data.question),
    lang: text(data.lang),
    count: typeof data.count === 'number' ? data.count : 1,
    lastAskedAt: text(data.lastAskedAt),
  }));
  return groupUnanswered(entries.filter((entry) => entry.question));
}

export type FaqTexts = Record<ChatLanguage, string>;

export type AnswerOutcome =
  | { kind: 'answered'; answered: number }
  | { kind: 'unknown' }
  | { kind: 'invalid'; error: z.ZodError };

/**
 * A FAQ entry for the group, in each language's FAQ list (the branding editor's write path: one
 * merge patch per language's overrides, a version kept), then its questions marked answered.
 */
export async function answerUnanswered(
  docs: DocumentStore,
  ids: string[],
  question: FaqTexts,
  answer: FaqTexts,
  by: string | null,
  now: Date = new Date(),
): Promise<AnswerOutcome> {
  const paths = [...new Set(ids)].map((id) => `${AI_UNANSWERED}/${id}`);
  const stored = await Promise.all(paths.map((path) => docs.get(path)));
  if (stored.some((doc) => !doc)) return { kind: 'unknown' };
  const langs = ['es', 'en', 'fr'] as const;
  const lists = await Promise.all(
    langs.map(async (lang) => {
      const { branding } = await readEffectiveBranding(docs, lang);
      const FAQ = [...branding.FAQ, { question: question[lang], answer: answer[lang] }];
      return { lang, FAQ, checked: BrandingSchema.safeParse({ ...branding, FAQ }) };
    }),
  );
  const failed = lists.find((list) => !list.checked.success);
  if (failed && !failed.checked.success) return { kind: 'invalid', error: failed.checked.error };
  for (const { lang, FAQ } of lists) {
    const before = await readBrandingDocument(docs, lang);
    await writeBrandingPatch(docs, { FAQ }, lang);
    const { data } = await readBrandingDocument(docs, lang);
    await recordVersion(docs, {
      area: 'branding',
      doc: lang,
      by,
      data: data ?? {},
      before: before.data ?? {},
    });
  }
  await docs.batch(
    paths.map((path) => ({
      type: 'set' as const,
      path,
      data: { answered: true, answeredAt: now.toISOString() },
      merge: true,
    })),
  );
  return { kind: 'answered', answered: paths.length };
}
