import { describe, expect, it } from 'vitest';
import { findEditable, keysForText } from './find-keys';

const catalogue = {
  home: { title: 'Bienvenidos', intro: 'Tacos  y\nmúsica' },
  nav: { home: 'Inicio' },
};

describe('keysForText', () => {
  it('finds the ids of a shown text, white space collapsed', () => {
    expect(keysForText(catalogue, ' Tacos y música ')).toEqual(['home.intro']);
    expect(keysForText(catalogue, 'Nada')).toEqual([]);
    expect(keysForText(catalogue, '   ')).toEqual([]);
  });
});

describe('findEditable', () => {
  it('walks up from the clicked node to the element showing a whole text', () => {
    document.body.innerHTML =
      '<h1 id="t"><span id="s">Bienvenidos</span></h1><p id="p">Otro <b>texto</b></p>';
    expect(findEditable(document.getElementById('s'), catalogue)).toMatchObject({
      keys: ['home.title'],
      text: 'Bienvenidos',
    });
    expect(findEditable(document.getElementById('p'), catalogue)).toBeNull();
  });
});
