import { WEEK_DAYS } from '@bar/domain/branding/schedule';
import type { WeekDay } from '@bar/domain/assistant/hours';
import type { ChatKnowledge, NamedLink, PricedItem } from '@bar/domain/assistant/knowledge';
import type { ChatLanguage } from '@bar/domain/assistant/language';
import type { ChatTopic } from '@bar/domain/assistant/topics';
import type serverEs from '@bar/i18n/messages/server/es.json';
import { serverText } from '../../../lib/texts/catalogue.js';

// What the offline answerer says comes from the server catalogue (`chat.*`): the texts are the
// product's, not the tenant's (the tenant's own, such as the unknown answer, come from branding
// agentAI and win where set).
type ChatMessageId = Exclude<keyof typeof serverEs.chat, 'days' | 'daysOn'>;

export const say = (
  id: ChatMessageId,
  lang: ChatLanguage,
  values: Record<string, string | number> = {},
) => serverText(`chat.${id}`, lang, values);

const isWeekDay = (day: string): day is WeekDay => (WEEK_DAYS as readonly string[]).includes(day);
export const dayName = (day: string, lang: ChatLanguage) =>
  isWeekDay(day) ? serverText(`chat.days.${day}`, lang) : day;

/** A price as guests read it: $14.50 (es, en), 14,50 $ (fr); a stored text as written. */
export function formatPrice(price: PricedItem['price'], lang: ChatLanguage): string {
  if (price === null || price === '') return '';
  if (typeof price === 'string') return price;
  const amount = price.toFixed(2);
  return lang === 'fr' ? `${amount.replace('.', ',')} $` : `$${amount}`;
}

const linkList = (links: NamedLink[]) =>
  links.map((link) => `${capitalise(link.name)} (${link.url})`).join(', ');

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const itemLine = (item: PricedItem, lang: ChatLanguage) => {
  const price = formatPrice(item.price, lang);
  return price ? say('productPrice', lang, { name: item.name, price }) : item.name;
};

export const LIST_LIMIT = 8;

/** The whole week, as the schedule holds it ("lunes cerrado, martes 12:00-22:00…"). */
export function weekAnswer(k: ChatKnowledge, lang: ChatLanguage): string {
  const week = k.schedule
    .map((entry) => {
      const name = dayName(entry.day, lang);
      return entry.closed || !entry.open
        ? `${name} ${say('closedWord', lang)}`
        : `${name} ${entry.open}-${entry.close}`;
    })
    .join(', ');
  return week ? say('weekHours', lang, { list: week }) : say('notAvailable', lang);
}

export const orMissing = (text: string, lang: ChatLanguage, answer: () => string) =>
  text.trim() ? answer() : say('notAvailable', lang);

/**
 * The offline answer to a question routed to `topic`, from the tenant's live data, in `lang`.
 * `subject` is the menu item or FAQ entry the question named, when the matcher found one.
 */
export function composeAnswer(
  topic: ChatTopic,
  lang: ChatLanguage,
  k: ChatKnowledge,
  subject?: { item?: PricedItem; faq?: { question: string; answer: string } },
): string {
  switch (topic) {
    case 'schedule':
      return weekAnswer(k, lang);
    case 'phone':
      return orMissing(k.phone, lang, () => say('phone', lang, { phone: k.phone }));
    case 'email':
      return orMissing(k.email, lang, () => say('email', lang, { email: k.email }));
    case 'website':
      return orMissing(k.website, lang, () => say('website', lang, { url: k.website }));
    case 'address':
      return orMissing(k.address, lang, () =>
        [
          say('address', lang, { address: k.address }),
          k.mapsUrl && say('map', lang, { url: k.mapsUrl }),
        ]
          .filter(Boolean)
          .join(' '),
      );
    case 'socials':
      return k.socials.length
        ? say('socials', lang, { list: linkList(k.socials) })
        : say('notAvailable', lang);
    case 'platforms':
      return k.platforms.length
        ? say('platforms', lang, { list: linkList(k.platforms) })
        : say('notAvailable', lang);
    case 'branches':
      return k.branches.length
        ? say('branches', lang, { list: linkList(k.branches) })
        : say('notAvailable', lang);
    case 'products': {
      if (subject?.item) {
        const line = itemLine(subject.item, lang);
        return subject.item.description ? `${line}. ${subject.item.description}.` : `${line}.`;
      }
      if (!k.products.length) return say('notAvailable', lang);
      const list = k.products.slice(0, LIST_LIMIT).map((item) => itemLine(item, lang));
      return say('products', lang, { list: list.join('; ') });
    }
    case 'services':
      return k.services.length
        ? say('services', lang, {
            list: k.services
              .slice(0, LIST_LIMIT)
              .map((item) => itemLine(item, lang))
              .join('; '),
          })
        : say('notAvailable', lang);
    case 'recipe ingredients': {
      const item = subject?.item;
      if (item?.description)
        return say('ingredients', lang, { name: item.name, description: item.description });
      const described = k.products.filter((entry) => entry.description).slice(0, LIST_LIMIT);
      if (!described.length) return say('notAvailable', lang);
      return described.map((entry) => `${entry.name}: ${entry.description}`).join('. ') + '.';
    }
    case 'FAQ': {
      const faq = subject?.faq ?? k.faq[0];
      return faq ? faq.answer : say('notAvailable', lang);
    }
    case 'events':
      return k.events.length
        ? say('events', lang, {
            list: k.events
              .slice(0, 3)
              .map((event) =>
                [event.title, event.dateLine, event.location].filter(Boolean).join(' — '),
              )
              .join('; '),
          })
        : say('noEvents', lang);
    case 'holidays':
      return k.holidays.length
        ? say('holidays', lang, {
            list: k.holidays.map((holiday) => `${holiday.name} (${holiday.date})`).join(', '),
          })
        : say('notAvailable', lang);
    case 'legal terms and privacy': {
      const parts = [
        k.terms && say('terms', lang, { text: k.terms }),
        k.privacy && say('privacy', lang, { text: k.privacy }),
      ].filter(Boolean);
      return parts.length ? parts.join('\n\n') : say('notAvailable', lang);
    }
    case 'mission':
      return orMissing(k.mission, lang, () => say('mission', lang, { text: k.mission }));
    case 'vision':
      return orMissing(k.vision, lang, () => say('vision', lang, { text: k.vision }));
    case 'values':
      return orMissing(k.values, lang, () => say('values', lang, { text: k.values }));
    case 'brand data':
      return orMissing(k.brandName, lang, () =>
        say('brand', lang, { brand: k.brandName, tagline: k.tagline }).trim(),
      );
  }
}

/** The answer when nothing matched: the tenant's unknown answer (or ours) and the lead offer. */
export const unknownAnswer = (k: ChatKnowledge, lang: ChatLanguage): string =>
  `${k.unknownResponse.trim() || say('unknown', lang)} ${say('leadOffer', lang)}`;
