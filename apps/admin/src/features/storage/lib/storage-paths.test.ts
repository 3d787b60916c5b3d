import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../components/editor-kit/format';
import { folderName, parentPrefixes, toPrefix } from './storage-paths';

describe('the file browser paths', () => {
  it('names folders and walks up to the top', () => {
    expect(folderName('events/abc/')).toBe('abc');
    expect(parentPrefixes('')).toEqual(['']);
    expect(parentPrefixes('events/abc/')).toEqual(['', 'events/', 'events/abc/']);
  });

  it('opens a typed folder inside the current one, refusing what would leave it', () => {
    expect(toPrefix('', 'fotos')).toBe('fotos/');
    expect(toPrefix('fotos/', '/2026/verano/')).toBe('fotos/2026/verano/');
    for (const bad of ['', '  ', '..', 'a/../b', 'a//b', '__x__'])
      expect(toPrefix('fotos/', bad), bad).toBeNull();
  });

  it('formats sizes in the panel language', () => {
    expect(formatBytes(512, 'en-US')).toBe('512 byte');
    expect(formatBytes(5_242_880, 'en-US')).toBe('5.2 MB');
    expect(formatBytes(1_500, 'fr-FR').replace(/\s/g, ' ')).toBe('1,5 ko');
  });
});
