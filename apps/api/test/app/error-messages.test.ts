import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../src/lib/error-messages.js';

describe('the API error catalogue', () => {
  it.each(Object.entries(ERROR_MESSAGES))(
    'has %s in es, en and fr, each a real text',
    (id, texts) => {
      expect(Object.keys(texts).sort()).toEqual(['en', 'es', 'fr']);
      for (const text of Object.values(texts)) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toBe(id);
      }
      // Translated, not copied: the English text differs from at least one other language.
      expect(new Set(Object.values(texts)).size).toBeGreaterThan(1);
    },
  );
});
