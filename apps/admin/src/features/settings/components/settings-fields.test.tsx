import { SettingsSchema } from '@bar/domain/settings/schema';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../../testing/render-admin';
import { siteValuesOf } from '../lib/site-settings';
import {
  CONTROLLER,
  FLAGS,
  LEGALS,
  SettingsFields,
  type SettingsFormValues,
} from './settings-fields';

const values: SettingsFormValues = {
  faculties: Object.fromEntries(FLAGS.map((flag) => [flag, true])),
  domain: { enabled: false, url: '' },
  company: {
    legals: Object.fromEntries(
      LEGALS.map((key) => [key, '']),
    ) as SettingsFormValues['company']['legals'],
    controller: Object.fromEntries(
      CONTROLLER.map((key) => [key, '']),
    ) as SettingsFormValues['company']['controller'],
  },
  site: siteValuesOf(SettingsSchema.parse({})),
};

function Harness() {
  const form = useForm<SettingsFormValues>({ defaultValues: values });
  return <SettingsFields form={form} />;
}

// A label a person reads, never what the data calls the field: no flag or data key, no
// camelCase identifier.
const RAW_KEYS = new Set<string>([...FLAGS, ...LEGALS, ...CONTROLLER]);
const IDENTIFIER = /^[a-z]+[A-Z][A-Za-z]*$/;

describe.each(['es', 'en', 'fr'] as const)('the settings fields in %s', (locale) => {
  it('label every flag and field in words, with a help line tied to its control', () => {
    const { container } = renderAdmin(<Harness />, { locale });
    const controls = [...container.querySelectorAll<HTMLElement>('input, select, textarea')];
    expect(controls.length).toBeGreaterThan(40);
    for (const control of controls) {
      const name = control.getAttribute('name') ?? '';
      RAW_KEYS.add(name.split('.').at(-1) ?? name);
    }
    const visible = [...container.querySelectorAll('label, legend, h3')].map(
      (node) => node.textContent?.trim() ?? '',
    );
    expect(visible.filter((text) => RAW_KEYS.has(text) || IDENTIFIER.test(text))).toEqual([]);

    // Every flag, the domain and the company fields: a label and a one-line help of their own.
    const described = controls.filter((control) =>
      /^(faculties|domain|company)\./.test(control.getAttribute('name') ?? ''),
    );
    expect(described).toHaveLength(FLAGS.length + 2 + LEGALS.length + CONTROLLER.length);
    const hints = new Set<string>();
    for (const control of described) {
      const hint = control.getAttribute('aria-describedby') ?? '';
      const text = hint ? container.querySelector(`[id="${hint}"]`)?.textContent?.trim() : '';
      expect(text, control.getAttribute('name') ?? '').toBeTruthy();
      hints.add(text!);
    }
    expect(hints.size).toBe(described.length);
  });
});

it('names the booking flag as a manager says it, its help read with it', () => {
  const { container } = renderAdmin(<Harness />, { locale: 'es' });
  const booking = container.querySelector<HTMLInputElement>('[name="faculties.booking"]')!;
  expect(booking.labels?.[0]?.textContent).toBe('Reservas en línea');
  const help = container.querySelector(`[id="${booking.getAttribute('aria-describedby')}"]`);
  expect(help?.textContent).toBe('Muestra la página de reservas y acepta reservas.');
});
