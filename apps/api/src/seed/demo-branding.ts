import type { Locale } from '@bar/domain/locale';
import type { DocData } from '../stores/document-store.js';
import { FACULTIES_ON } from '@bar/domain/settings/schema';
import { demoAbout } from './demo-about.js';
import { DEMO_HOLIDAYS, demoHolidays, demoSchedule } from './demo-hours.js';

interface Brand {
  brandName: string;
  tagline: string;
  street: string;
  number: string;
  city: string;
  zip: string;
  phone: string;
  email: string;
  handle: string;
}

const BRANDS: Record<string, Brand> = {
  default: {
    brandName: 'La Cantina del Norte',
    tagline: 'Cocina mexicana, música en vivo y karaoke',
    street: 'King Street West',
    number: '412',
    city: 'Toronto',
    zip: 'M5V 1K3',
    phone: '+1 416 555 0142',
    email: 'hola@lacantinadelnorte.example',
    handle: 'lacantinadelnorte',
  },
  restaurant: {
    brandName: 'El Mariachi Bar & Grill',
    tagline: 'Sabores de México y Centroamérica',
    street: 'Rideau Street',
    number: '88',
    city: 'Ottawa',
    zip: 'K1N 5W8',
    phone: '+1 613 555 0177',
    email: 'info@elmariachibar.example',
    handle: 'elmariachibarandgrill',
  },
};

/** `branding/default` for a demo tenant. */
export function demoBranding(tenant: string): DocData {
  const brand = BRANDS[tenant] ?? BRANDS.default!;
  return {
    company: {
      brandName: brand.brandName,
      tagline: brand.tagline,
      branches: [],
      ...demoLegalTexts('es', brand),
      ...demoAssistantTexts('es', brand).company,
      ...demoAbout(tenant, 'es'),
    },
    contact: {
      address: {
        street: brand.street,
        number: brand.number,
        city: brand.city,
        state: 'Ontario',
        zip: brand.zip,
        country: 'Canada',
      },
      phone: brand.phone,
      email: brand.email,
      googleMaps: `https://maps.google.com/?q=${encodeURIComponent(`${brand.number} ${brand.street}, ${brand.city}, ON`)}`,
    },
    socials: [
      {
        name: 'instagram',
        url: `https://instagram.com/${brand.handle}`,
        username: brand.handle,
        enabled: true,
      },
      {
        name: 'facebook',
        url: `https://facebook.com/${brand.handle}`,
        username: brand.handle,
        enabled: true,
      },
      {
        name: 'tiktok',
        url: `https://tiktok.com/@${brand.handle}`,
        username: brand.handle,
        enabled: false,
      },
    ],
    platforms: [
      { name: 'ubereats', url: `https://www.ubereats.com/store/${brand.handle}`, enabled: true },
      { name: 'doordash', url: `https://www.doordash.com/store/${brand.handle}`, enabled: true },
      {
        name: 'skipthedishes',
        url: `https://www.skipthedishes.com/${brand.handle}`,
        enabled: false,
      },
    ],
    schedule: demoSchedule(tenant),
    holidays: DEMO_HOLIDAYS.map((holiday) => ({ ...holiday })),
    FAQ: demoAssistantTexts('es', brand).FAQ,
    agentAI: demoAssistantTexts('es', brand).agentAI,
  };
}

/** Demo terms and privacy notice (company.terms, company.privacy) in one language. */
function demoLegalTexts(locale: Locale, brand: Brand): { terms: string; privacy: string } {
  const { brandName, email } = brand;
  const texts: Record<Locale, { terms: string; privacy: string }> = {
    es: {
      terms: `Al enviar una opinión en este sitio aceptas que ${brandName} la publique, completa o en parte, junto con tu nombre de pila.\n\nNo publicamos opiniones con insultos, datos personales de terceros ni publicidad.`,
      privacy: `Usamos tu correo o teléfono solo para responder a tu opinión; no los compartimos ni los publicamos.\n\nPara consultar o borrar tus datos, escribe a ${email}.`,
    },
    en: {
      terms: `By sending a review on this site you agree that ${brandName} may publish it, in full or in part, with your first name.\n\nWe do not publish reviews with insults, other people's personal details or advertising.`,
      privacy: `We use your e-mail or phone only to answer your review; we never share or publish them.\n\nTo see or erase your details, write to ${email}.`,
    },
    fr: {
      terms: `En envoyant un avis sur ce site, vous acceptez que ${brandName} le publie, en tout ou en partie, avec votre prénom.\n\nNous ne publions pas les avis contenant des insultes, des renseignements personnels sur d'autres personnes ou de la publicité.`,
      privacy: `Nous utilisons votre courriel ou votre téléphone uniquement pour répondre à votre avis ; nous ne les partageons ni ne les publions.\n\nPour consulter ou effacer vos renseignements, écrivez à ${email}.`,
    },
  };
  return texts[locale];
}

/**
 * One language's translatable overrides (`branding_global/{lang}`): the company's legal texts,
 * the assistant's texts, the about page's statements and the holidays' names.
 */
export function demoBrandingOverrides(tenant: string, locale: 'en' | 'fr'): DocData {
  const brand = BRANDS[tenant] ?? BRANDS.default!;
  const assistant = demoAssistantTexts(locale, brand);
  return {
    company: {
      ...demoLegalTexts(locale, brand),
      ...assistant.company,
      ...demoAbout(tenant, locale),
    },
    FAQ: assistant.FAQ,
    agentAI: assistant.agentAI,
    holidays: demoHolidays(locale),
  };
}

/** `settings/default`: the feature flags that are on by default. */
export function demoSettings(tenant: string): DocData {
  return {
    pwa: { screenshots: demoScreenshots(tenant) },
    faculties: {
      adminPanel: false,
      ...Object.fromEntries(FACULTIES_ON.map((flag) => [flag, true])),
    },
    durationMs: 5000,
    videoMuted: true,
    videoLoop: true,
  };
}

/** What the assistant answers about the company (mission, vision, values, FAQ) in one language. */
function demoAssistantTexts(locale: Locale, brand: Brand) {
  const { brandName } = brand;
  const texts = {
    es: {
      company: {
        mission: `Servir la cocina de México y Centroamérica con música en vivo, para que cada visita a ${brandName} se sienta como una fiesta en casa.`,
        vision: 'Ser el punto de encuentro latino de la ciudad para comer, cantar y celebrar.',
        values: ['hospitalidad', 'sabor auténtico', 'comunidad', 'alegría'],
      },
      FAQ: [
        {
          question: '¿Aceptan mascotas en la terraza?',
          answer: 'Sí, las mascotas con correa son bienvenidas en la terraza.',
        },
        {
          question: '¿Tienen opciones vegetarianas?',
          answer: 'Sí: pupusas de queso, tacos de nopal y guacamole de la casa.',
        },
      ],
      agentAI: {
        displayName: 'Lupita',
        greeting: `¡Hola! Soy Lupita, de ${brandName}. ¿En qué te ayudo?`,
        unknownResponse: 'Lo siento, no tengo esa información.',
      },
    },
    en: {
      company: {
        mission: `To serve the food of Mexico and Central America with live music, so every visit to ${brandName} feels like a party at home.`,
        vision: "To be the city's Latin meeting place to eat, sing and celebrate.",
        values: ['hospitality', 'authentic flavour', 'community', 'joy'],
      },
      FAQ: [
        {
          question: 'Are pets allowed on the patio?',
          answer: 'Yes, leashed pets are welcome on the patio.',
        },
        {
          question: 'Do you have vegetarian options?',
          answer: 'Yes: cheese pupusas, nopal tacos and house guacamole.',
        },
      ],
      agentAI: {
        displayName: 'Lupita',
        greeting: `Hi! I'm Lupita from ${brandName}. How can I help?`,
        unknownResponse: "Sorry, I don't have that information.",
      },
    },
    fr: {
      company: {
        mission: `Servir la cuisine du Mexique et d'Amérique centrale avec de la musique live, pour que chaque visite chez ${brandName} soit une fête à la maison.`,
        vision: 'Être le lieu de rencontre latino de la ville pour manger, chanter et célébrer.',
        values: ['hospitalité', 'saveur authentique', 'communauté', 'joie'],
      },
      FAQ: [
        {
          question: 'Les animaux sont-ils acceptés sur la terrasse ?',
          answer: 'Oui, les animaux en laisse sont les bienvenus sur la terrasse.',
        },
        {
          question: 'Avez-vous des options végétariennes ?',
          answer: 'Oui : pupusas au fromage, tacos au nopal et guacamole maison.',
        },
      ],
      agentAI: {
        displayName: 'Lupita',
        greeting: `Bonjour ! Je suis Lupita, de ${brandName}. Comment puis-je vous aider ?`,
        unknownResponse: "Désolé, je n'ai pas cette information.",
      },
    },
  };
  return texts[locale];
}

/**
 * The install dialog's screenshots of a demo tenant's own site (apps/web/public/demo/{tenant}/,
 * shipped with the web build): no tenant shows another's.
 */
export function demoScreenshots(tenant: string) {
  const folder = `/demo/${tenant in BRANDS ? tenant : 'default'}`;
  return [
    {
      src: `${folder}/screenshot-wide.png`,
      sizes: '1280x720',
      type: 'image/png',
      label: '',
      form_factor: 'wide',
    },
    {
      src: `${folder}/screenshot-narrow.png`,
      sizes: '720x1280',
      type: 'image/png',
      label: '',
      form_factor: 'narrow',
    },
  ];
}
