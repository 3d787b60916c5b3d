import type { DocData } from '../stores/document-store.js';

type Text = { es: string; en: string; fr: string };
const item = (name: Text, description: Text, price: number) => ({ name, description, price });

/** `menus/{food|liquor|cocktail|michelada}`: each item named and described in es, en and fr. */
export const DEMO_MENUS: Record<'food' | 'liquor' | 'cocktail' | 'michelada', DocData> = {
  food: {
    items: [
      item(
        { es: 'Tacos al pastor', en: 'Al pastor tacos', fr: 'Tacos al pastor' },
        {
          es: 'Cerdo marinado, piña y cilantro',
          en: 'Marinated pork, pineapple and cilantro',
          fr: 'Porc mariné, ananas et coriandre',
        },
        14.5,
      ),
      item(
        { es: 'Pupusas revueltas', en: 'Mixed pupusas', fr: 'Pupusas mixtes' },
        {
          es: 'Masa rellena de queso, frijol y chicharrón',
          en: 'Corn dough filled with cheese, beans and pork',
          fr: 'Pâte de maïs farcie au fromage, haricots et porc',
        },
        12,
      ),
      item(
        { es: 'Guacamole de la casa', en: 'House guacamole', fr: 'Guacamole maison' },
        {
          es: 'Aguacate, chile serrano y totopos',
          en: 'Avocado, serrano chili and tortilla chips',
          fr: 'Avocat, piment serrano et croustilles',
        },
        11,
      ),
    ],
  },
  liquor: {
    items: [
      item(
        { es: 'Tequila reposado', en: 'Reposado tequila', fr: 'Tequila reposado' },
        {
          es: '2 oz, servido con sangrita',
          en: '2 oz, served with sangrita',
          fr: '2 oz, servi avec sangrita',
        },
        10,
      ),
      item(
        { es: 'Mezcal espadín', en: 'Espadín mezcal', fr: 'Mezcal espadín' },
        {
          es: '2 oz, con sal de gusano y naranja',
          en: '2 oz, with worm salt and orange',
          fr: '2 oz, avec sel de ver et orange',
        },
        12,
      ),
    ],
  },
  cocktail: {
    items: [
      item(
        { es: 'Margarita clásica', en: 'Classic margarita', fr: 'Margarita classique' },
        {
          es: 'Tequila, triple seco y limón',
          en: 'Tequila, triple sec and lime',
          fr: 'Tequila, triple sec et lime',
        },
        13,
      ),
      item(
        { es: 'Paloma', en: 'Paloma', fr: 'Paloma' },
        {
          es: 'Tequila y refresco de toronja',
          en: 'Tequila and grapefruit soda',
          fr: 'Tequila et soda au pamplemousse',
        },
        12,
      ),
    ],
  },
  michelada: {
    items: [
      item(
        { es: 'Michelada clásica', en: 'Classic michelada', fr: 'Michelada classique' },
        {
          es: 'Cerveza, limón, salsas y chile',
          en: 'Beer, lime, sauces and chili',
          fr: 'Bière, lime, sauces et piment',
        },
        9,
      ),
      item(
        { es: 'Michelada de tamarindo', en: 'Tamarind michelada', fr: 'Michelada au tamarin' },
        {
          es: 'Escarchada con chamoy y tamarindo',
          en: 'Rimmed with chamoy and tamarind',
          fr: 'Bord givré de chamoy et tamarin',
        },
        10,
      ),
    ],
  },
};
