import { WEEK_DAYS } from '../branding/week-days.js';
import { addDays, weekDayOf, type WeekDay } from '../hours/open-state.js';

/**
 * What a guest's question asks, read from its words in es, en or fr at once (a guest mixing
 * languages still gets read): which kind of fact (hours, a closed day, an event, the menu, a
 * price, a booking rule...) and about what (a day, a date, "now", a party size, a diet).
 * The answerer picks the subject itself (a dish, an event, a FAQ entry) from the tenant's data.
 */
export type Ask =
  | 'hours'
  | 'closed'
  | 'days'
  | 'holidays'
  | 'events'
  | 'menu'
  | 'price'
  | 'booking'
  | 'ahead'
  | 'delivery';

export type Diet = 'vegetarian' | 'vegan' | 'glutenFree' | 'lactoseFree' | 'halal' | 'kosher';

export interface QuestionReading {
  /** The question folded: lower case, no accents, punctuation as spaces. */
  folded: string;
  asks: Set<Ask>;
  /** "Now" was asked ("¿están abiertos ahora?", "open right now?"). */
  now: boolean;
  /** A calendar day the question names (today, tomorrow, "el 1 de julio", "this Friday"). */
  date: string | null;
  /** How the day was named: a weekday ("los domingos") is the weekly schedule's. */
  dateBy: 'today' | 'tomorrow' | 'weekday' | 'date' | null;
  weekDays: WeekDay[];
  party: number | null;
  diets: Diet[];
}

/** Lower case, accents dropped, anything but letters and digits a space. */
export const foldText = (text: string) =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** Every word of the cues below: they say what kind of fact is asked, not about which subject. */
const CUE_WORDS = new Set<string>(
  `quiero querria gustaria want like would order pedir ordenar tomar sirven servir venden vender
  ofrecen offer serve sell sirve hacen hace make faites faire proposez servez vendez offrez voudrais
  aimerais prendre commander one uno plato dish ingrediente ingredientes lleva llevan contiene
  ingredient ingredients contain contains made contient compose dans quoi hoy today tonight manana
  tomorrow demain soir aujourd hui ahora now maintenant dos two deux tres three trois cuatro four
  quatre porcion porciones portion portions orden`
    .split(/\s+/)
    .filter(Boolean),
);
const words = (list: string) => {
  const all = list.trim().split(/\s+/);
  for (const word of all) CUE_WORDS.add(word);
  return all.join('|');
};
const cue = (list: string) => new RegExp(` (?:${words(list)}) `);
const cueStart = (list: string) => new RegExp(` (?:${words(list)})`);

/** A folded word that only says what kind of fact is asked ("cuesta", "price", "menu"). */
export const isCueWord = (folded: string): boolean =>
  CUE_WORDS.has(folded) || /^(?:reserv|book)/.test(folded);

const CUES: Record<Ask, RegExp> = {
  hours: cue(`horario horarios hora horas abren abre abrir abierto abiertos abierta abiertas cierran
    cierra cerrar cerrado cerrados cerrada atienden
    open opens opening close closes closing closed hours schedule
    horaire horaires heure heures ouvert ouverts ouverte ouvertes ouvrez ouvre ouvrir ouvrent fermez
    ferme fermes fermee fermees fermer ferment fermeture ouverture`),
  closed: cue(`cerrado cerrados cerrada cierran cierra descansan closed close closes ferme fermes
    fermee fermees fermez ferment`),
  days: cue(`dias dia days day jours jour which cuales quels quelles`),
  holidays: cue(`feriado feriados festivo festivos vacaciones holiday holidays ferie feries
    conges conge`),
  events: cue(`evento eventos event events evenement evenements show shows concierto conciertos
    concert concerts spectacle spectacles agenda programa program programme lineup cartelera gig
    gigs actividades activities activites musica music musique musicos musicians musiciens banda
    band groupe`),
  menu: cue(`menu menus carta platillo platillos plato platos comida comidas comer bebida bebidas
    beber food dish dishes eat drink drinks meal meals plat plats nourriture manger boire boisson
    boissons repas`),
  price: cue(`precio precios cuesta cuestan cuanto cuanta vale valen cost costs price prices priced
    much prix coute coutent combien tarif tarifs`),
  booking: cueStart(`reserv book mesa mesas table tables`),
  ahead: cue(`anticipacion antelacion adelantado adelanto antes advance ahead prior avance
    davance`),
  delivery: cue(`domicilio domicilios entrega entregas reparto envio envios delivery deliver
    delivers takeout takeaway livraison livrez livrer livrent emporter`),
};

const DIETS: [Diet, RegExp][] = [
  ['vegan', cueStart('vegan vegetalien vegetal')],
  ['vegetarian', / (?:vegetari|veggie|meatless|sin carne|sans viande)/],
  ['glutenFree', cueStart('gluten celiac')],
  ['lactoseFree', cueStart('lactos lacteo dairy laitier')],
  ['halal', cue('halal')],
  ['kosher', cue('kosher casher cacher')],
];

const NOW = cue(`ahora ahorita now currently maintenant actuellement presentement`);
const NOW_PHRASE = / (?:en este momento|este momento|right now|at the moment|en ce moment) /;
const TODAY = / (?:hoy|today|tonight|aujourd hui|ce soir|esta noche) /;
// "por la mañana" is the morning, not tomorrow.
const TOMORROW = /(?<! la) (?:manana|tomorrow|demain) /;
const WEEKEND = / (?:fin de semana|fines de semana|weekend|weekends|fin de semaine|week end) /;

const DAY_WORDS: Record<WeekDay, string> = {
  monday: 'lunes monday mondays lundi lundis',
  tuesday: 'martes tuesday tuesdays mardi mardis',
  wednesday: 'miercoles wednesday wednesdays mercredi mercredis',
  thursday: 'jueves thursday thursdays jeudi jeudis',
  friday: 'viernes friday fridays vendredi vendredis',
  saturday: 'sabado sabados saturday saturdays samedi samedis',
  sunday: 'domingo domingos sunday sundays dimanche dimanches',
};
const DAY_CUES = WEEK_DAYS.map((day) => [day, cue(DAY_WORDS[day])] as const);

/** Month words (folded) → month number, the three languages together. */
const MONTHS: Record<string, number> = {};
[
  'enero january janvier jan',
  'febrero february fevrier feb fev',
  'marzo march mars mar',
  'abril april avril apr avr',
  'mayo may mai',
  'junio june juin jun',
  'julio july juillet jul juil',
  'agosto august aout ago aug',
  'septiembre setiembre september septembre sep sept',
  'octubre october octobre oct',
  'noviembre november novembre nov',
  'diciembre december decembre dic dec',
].forEach((list, index) => {
  for (const word of list.split(' ')) MONTHS[word] = index + 1;
});
const MONTH_WORDS = Object.keys(MONTHS).join('|');
const DAY_MONTH = new RegExp(` (\\d{1,2})(?:er|st|nd|rd|th)? (?:de )?(${MONTH_WORDS}) `);
const MONTH_DAY = new RegExp(` (${MONTH_WORDS}) (\\d{1,2})(?:st|nd|rd|th)? `);
const ISO_DAY = / (\d{4}) (\d{2}) (\d{2}) /;

/** Dates that have a name guests use (the holiday list names others). */
const NAMED_DAYS: [RegExp, string][] = [
  [/ (?:navidad|christmas|noel) /, '12-25'],
  [/ (?:nochebuena|christmas eve|veille de noel|reveillon de noel) /, '12-24'],
  [/ (?:ano nuevo|new year|new years|jour de l an|nouvel an) /, '01-01'],
];

/** Numbers 1–12 in words (es, en, fr), folded as guests type them: the party and the hour. */
export const NUMBER_WORDS: Record<string, number> = {};
[
  'uno una one un une',
  'dos two deux',
  'tres three trois',
  'cuatro four quatre',
  'cinco five cinq',
  'seis six',
  'siete seven sept',
  'ocho eight huit',
  'nueve nine neuf',
  'diez ten dix',
  'once eleven onze',
  'doce twelve douze',
].forEach((list, index) => {
  for (const word of list.split(' ')) NUMBER_WORDS[word] = index + 1;
});
const COUNT = `(\\d{1,4}|${Object.keys(NUMBER_WORDS).join('|')})`;
const PEOPLE = `(?:personas|persona|gente|comensales|invitados|adultos|people|persons|person|guests|guest|adults|pax|personnes|personne|gens|convives|invites|adultes)`;
const PARTY = [
  new RegExp(` ${COUNT} ${PEOPLE} `),
  new RegExp(` (?:grupo|group|groupe|party|mesa|table) (?:de|of|for|pour|para) ${COUNT} `),
  new RegExp(` (?:para|for|pour) ${COUNT} (?!h |am |pm |heures? |horas? |hours? )`),
  new RegExp(` (?:somos|we are|were|nous sommes|on est) ${COUNT} `),
];

const countOf = (word: string) => NUMBER_WORDS[word] ?? Number(word);

/** The next day on or after `today` that falls on MM-DD (a year ahead at most). */
function nextMonthDay(today: string, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const year = Number(today.slice(0, 4));
  const mmdd = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  for (const y of [year, year + 1]) {
    const date = `${y}-${mmdd}`;
    if (addDays(date, 0) !== date) return null;
    if (date >= today) return date;
  }
  return null;
}

const nextWeekDay = (today: string, day: WeekDay) => {
  for (let ahead = 0; ahead < 7; ahead += 1) {
    const date = addDays(today, ahead);
    if (weekDayOf(date) === day) return date;
  }
  return today;
};

/** Reads a question against the tenant's today (YYYY-MM-DD in its zone). */
export function readQuestion(question: string, today: string): QuestionReading {
  const folded = foldText(question);
  const asks = new Set<Ask>();
  for (const [ask, pattern] of Object.entries(CUES) as [Ask, RegExp][]) {
    if (pattern.test(folded)) asks.add(ask);
  }
  const diets = DIETS.filter(([, pattern]) => pattern.test(folded)).map(([diet]) => diet);

  const weekDays: WeekDay[] = DAY_CUES.filter(([, pattern]) => pattern.test(folded)).map(
    ([day]) => day,
  );
  if (WEEKEND.test(folded)) weekDays.push('saturday', 'sunday');

  let date: string | null = null;
  let dateBy: QuestionReading['dateBy'] = null;
  const dm = DAY_MONTH.exec(folded);
  const md = MONTH_DAY.exec(folded);
  const iso = ISO_DAY.exec(folded);
  if (iso) date = addDays(`${iso[1]}-${iso[2]}-${iso[3]}`, 0);
  else if (dm) date = nextMonthDay(today, MONTHS[dm[2]!]!, Number(dm[1]));
  else if (md) date = nextMonthDay(today, MONTHS[md[1]!]!, Number(md[2]));
  else {
    for (const [pattern, mmdd] of NAMED_DAYS) {
      if (pattern.test(folded)) {
        date = nextMonthDay(today, Number(mmdd.slice(0, 2)), Number(mmdd.slice(3)));
        break;
      }
    }
  }
  if (date) dateBy = 'date';
  else if (TOMORROW.test(folded)) {
    date = addDays(today, 1);
    dateBy = 'tomorrow';
  } else if (TODAY.test(folded)) {
    date = today;
    dateBy = 'today';
  } else if (weekDays.length === 1) {
    date = nextWeekDay(today, weekDays[0]!);
    dateBy = 'weekday';
  }

  let party: number | null = null;
  for (const pattern of PARTY) {
    const found = pattern.exec(folded);
    if (found) {
      party = countOf(found[1]!);
      break;
    }
  }

  return {
    folded,
    asks,
    now: NOW.test(folded) || NOW_PHRASE.test(folded),
    date,
    dateBy,
    weekDays,
    party,
    diets,
  };
}
