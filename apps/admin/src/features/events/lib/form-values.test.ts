import { describe, expect, it } from 'vitest';
import { formValuesOf, localizedToSave } from './form-values';

describe('the event form’s languages', () => {
  it('fills each language with one label per call-to-action row', () => {
    const values = formValuesOf(null);
    expect(values.localized).toEqual({
      en: { title: '', description: '', location: '', ctaLabels: ['', ''] },
      fr: { title: '', description: '', location: '', ctaLabels: ['', ''] },
    });
  });

  it('saves only what was typed, the labels in step with the calls to action kept', () => {
    expect(
      localizedToSave(
        {
          en: { title: 'Jazz Night', description: '', location: '', ctaLabels: ['', 'Call'] },
          fr: { title: '', description: '', location: '', ctaLabels: ['', ''] },
        },
        [1],
      ),
    ).toEqual({ en: { title: 'Jazz Night', ctaLabels: ['Call'] } });
  });
});
