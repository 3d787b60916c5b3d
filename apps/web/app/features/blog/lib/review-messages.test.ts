import { FEEDBACK_MESSAGES, type FeedbackMessageId } from '@bar/domain/events/feedback';
import { flattenMessages, LOCALES, MESSAGES } from '@bar/i18n';
import { describe, expect, it } from 'vitest';
import { successClearDelay } from './review-state';

// The form shows the site catalogue's texts (a tenant may override them); they start as the
// domain's, which are the spec's (visitor-site.md §8 "Review").
describe('review messages', () => {
  it.each(LOCALES)('the %s catalogue holds the domain texts', (locale) => {
    const flat = flattenMessages(MESSAGES[locale]);
    for (const id of Object.keys(FEEDBACK_MESSAGES) as FeedbackMessageId[]) {
      expect(flat[id], id).toBe(FEEDBACK_MESSAGES[id][locale]);
    }
  });

  it('keeps the success message between 0.9 and 1.8 s', () => {
    expect(successClearDelay('')).toBe(900);
    expect(successClearDelay('x'.repeat(500))).toBe(1800);
    for (const locale of LOCALES) {
      const delay = successClearDelay(FEEDBACK_MESSAGES['review.success'][locale]);
      expect(delay).toBeGreaterThanOrEqual(900);
      expect(delay).toBeLessThanOrEqual(1800);
    }
  });
});
