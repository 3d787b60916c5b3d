import type { ChatLanguage } from './language.js';

/**
 * What the offline answerer says, per language. `{name}` placeholders are filled by `say`.
 * The API answers guests with these; the texts are the product's, not the tenant's (the tenant's
 * own texts, such as the unknown answer, come from branding agentAI and win where set).
 */
export const CHAT_MESSAGES = {
  openNow: {
    es: '¡Sí, ahora estamos abiertos! Hoy ({day}) abrimos de {open} a {close}.',
    en: 'Yes, we are open now! Today ({day}) we are open from {open} to {close}.',
    fr: 'Oui, nous sommes ouverts en ce moment ! Aujourd’hui ({day}), nous sommes ouverts de {open} à {close}.',
  },
  closedNowOpenToday: {
    es: 'Ahora mismo estamos cerrados. Hoy ({day}) abrimos de {open} a {close}.',
    en: 'We are closed right now. Today ({day}) we are open from {open} to {close}.',
    fr: 'Nous sommes fermés en ce moment. Aujourd’hui ({day}), nous sommes ouverts de {open} à {close}.',
  },
  closedToday: {
    es: 'Hoy ({day}) estamos cerrados.',
    en: 'We are closed today ({day}).',
    fr: 'Nous sommes fermés aujourd’hui ({day}).',
  },
  closedHoliday: {
    es: 'Hoy estamos cerrados por {holiday}.',
    en: 'We are closed today for {holiday}.',
    fr: 'Nous sommes fermés aujourd’hui pour {holiday}.',
  },
  weekHours: { es: 'Horario: {list}.', en: 'Hours: {list}.', fr: 'Horaires : {list}.' },
  closedWord: { es: 'cerrado', en: 'closed', fr: 'fermé' },
  phone: {
    es: 'Puedes llamarnos al {phone}.',
    en: 'You can call us at {phone}.',
    fr: 'Vous pouvez nous appeler au {phone}.',
  },
  email: {
    es: 'Escríbenos a {email}.',
    en: 'Write to us at {email}.',
    fr: 'Écrivez-nous à {email}.',
  },
  website: {
    es: 'Nuestro sitio web: {url}',
    en: 'Our website: {url}',
    fr: 'Notre site web : {url}',
  },
  address: {
    es: 'Estamos en {address}.',
    en: 'We are at {address}.',
    fr: 'Nous sommes au {address}.',
  },
  map: { es: 'Mapa: {url}', en: 'Map: {url}', fr: 'Carte : {url}' },
  socials: {
    es: 'Síguenos en redes: {list}',
    en: 'Follow us on social media: {list}',
    fr: 'Suivez-nous sur les réseaux : {list}',
  },
  platforms: {
    es: 'Pide a domicilio por: {list}',
    en: 'Order delivery through: {list}',
    fr: 'Commandez en livraison sur : {list}',
  },
  branches: {
    es: 'Nuestras sucursales: {list}',
    en: 'Our branches: {list}',
    fr: 'Nos succursales : {list}',
  },
  productPrice: { es: '{name}: {price}', en: '{name}: {price}', fr: '{name} : {price}' },
  products: {
    es: 'Algunos platillos y bebidas de nuestro menú: {list}',
    en: 'Some dishes and drinks from our menu: {list}',
    fr: 'Quelques plats et boissons de notre menu : {list}',
  },
  services: {
    es: 'Nuestros servicios: {list}',
    en: 'Our services: {list}',
    fr: 'Nos services : {list}',
  },
  ingredients: {
    es: '{name} lleva: {description}.',
    en: '{name} is made with: {description}.',
    fr: '{name} contient : {description}.',
  },
  events: {
    es: 'Próximos eventos: {list}',
    en: 'Upcoming events: {list}',
    fr: 'Prochains événements : {list}',
  },
  noEvents: {
    es: 'Por ahora no hay eventos programados. ¡Vuelve pronto!',
    en: 'There are no events scheduled right now. Check back soon!',
    fr: 'Aucun événement n’est prévu pour le moment. Revenez bientôt !',
  },
  holidays: {
    es: 'Días feriados en los que cerramos: {list}',
    en: 'Holidays when we are closed: {list}',
    fr: 'Jours fériés où nous sommes fermés : {list}',
  },
  terms: { es: 'Términos: {text}', en: 'Terms: {text}', fr: 'Conditions : {text}' },
  privacy: { es: 'Privacidad: {text}', en: 'Privacy: {text}', fr: 'Confidentialité : {text}' },
  mission: {
    es: 'Nuestra misión: {text}',
    en: 'Our mission: {text}',
    fr: 'Notre mission : {text}',
  },
  vision: { es: 'Nuestra visión: {text}', en: 'Our vision: {text}', fr: 'Notre vision : {text}' },
  values: { es: 'Nuestros valores: {text}', en: 'Our values: {text}', fr: 'Nos valeurs : {text}' },
  brand: {
    es: 'Somos {brand}. {tagline}',
    en: 'We are {brand}. {tagline}',
    fr: 'Nous sommes {brand}. {tagline}',
  },
  notAvailable: {
    es: 'No tengo ese dato por ahora.',
    en: 'I don’t have that information right now.',
    fr: 'Je n’ai pas cette information pour le moment.',
  },
  unknown: {
    es: 'Lo siento, no tengo una respuesta para eso.',
    en: 'Sorry, I don’t have an answer for that.',
    fr: 'Désolé, je n’ai pas de réponse à cela.',
  },
  leadOffer: {
    es: 'Si nos dejas tu nombre y correo, el equipo te responderá.',
    en: 'Leave your name and e-mail and our team will get back to you.',
    fr: 'Laissez votre nom et votre courriel, et notre équipe vous répondra.',
  },
} as const satisfies Record<string, Record<ChatLanguage, string>>;

export type ChatMessageId = keyof typeof CHAT_MESSAGES;

export const WEEK_DAY_NAMES: Record<ChatLanguage, Record<string, string>> = {
  es: {
    monday: 'lunes',
    tuesday: 'martes',
    wednesday: 'miércoles',
    thursday: 'jueves',
    friday: 'viernes',
    saturday: 'sábado',
    sunday: 'domingo',
  },
  en: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  fr: {
    monday: 'lundi',
    tuesday: 'mardi',
    wednesday: 'mercredi',
    thursday: 'jeudi',
    friday: 'vendredi',
    saturday: 'samedi',
    sunday: 'dimanche',
  },
};

/** A message with its `{placeholders}` filled (missing values leave the placeholder empty). */
export function say(
  id: ChatMessageId,
  lang: ChatLanguage,
  values: Record<string, string | number> = {},
): string {
  return CHAT_MESSAGES[id][lang].replace(/\{(\w+)\}/g, (_, key: string) =>
    String(values[key] ?? ''),
  );
}
