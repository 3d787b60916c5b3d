import { afterEach, describe, expect, it } from 'vitest';
import { importAfterCss } from './import-after-css';

const added = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('importAfterCss (the build’s helper around import())', () => {
  afterEach(() => document.head.replaceChildren());

  it('imports at once when the chunk has no stylesheet', async () => {
    await expect(importAfterCss(() => Promise.resolve('module'))).resolves.toBe('module');
    await expect(importAfterCss(() => Promise.resolve('module'), [])).resolves.toBe('module');
    expect(added()).toEqual([]);
  });

  it('links each stylesheet once and imports the module only after it loaded', async () => {
    let imported = 0;
    const load = () => Promise.resolve(++imported);
    const first = importAfterCss(load, ['assets/chat-a1.css']);
    const second = importAfterCss(load, ['assets/chat-a1.css']);
    await settle();
    expect(added().map((link) => link.getAttribute('href'))).toEqual([
      `${window.location.origin}/assets/chat-a1.css`,
    ]);
    expect(imported).toBe(0);
    added()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(1);
    await expect(second).resolves.toBe(2);
    expect(added()).toHaveLength(1);
  });

  it('does not link again a stylesheet the page already has', async () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/assets/hero-b2.css"><link rel="stylesheet" href="/assets/home-d4.css#">';
    await expect(
      importAfterCss(() => Promise.resolve('hero'), ['assets/hero-b2.css', 'assets/home-d4.css']),
    ).resolves.toBe('hero');
    expect(added()).toHaveLength(2);
  });

  it('rejects when the stylesheet fails, and a later import tries again', async () => {
    const failed = importAfterCss(() => Promise.resolve('never'), ['assets/gone-c3.css']);
    await settle();
    added()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Unable to preload CSS');
    expect(added()).toEqual([]);
    const again = importAfterCss(() => Promise.resolve('later'), ['assets/gone-c3.css']);
    await settle();
    expect(added()).toHaveLength(1);
    added()[0]!.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBe('later');
  });
});
