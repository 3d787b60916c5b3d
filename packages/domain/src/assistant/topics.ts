import type { ChatLanguage } from './language.js';

/** The `indiceAI` labels, verbatim: what a chat question is routed to. */
export const CHAT_TOPICS = [
  'schedule',
  'phone',
  'socials',
  'address',
  'website',
  'email',
  'branches',
  'platforms',
  'products',
  'services',
  'FAQ',
  'events',
  'recipe ingredients',
  'holidays',
  'legal terms and privacy',
  'mission',
  'vision',
  'values',
  'brand data',
] as const;

export type ChatTopic = (typeof CHAT_TOPICS)[number];

/** What a question matched nothing is logged as (telemetry `topic`). */
export const UNKNOWN_TOPIC = 'unknown';

/**
 * Words guests use for each topic, per language (accents written both ways where guests drop
 * them). The offline answerer indexes these beside the tenant's own data (dish names, FAQ
 * questions, event titles), so "¿a qué hora abren hoy?" and "are you open tonight" land on
 * `schedule` without a model.
 */
export const TOPIC_SYNONYMS: Record<ChatTopic, Record<ChatLanguage, string>> = {
  schedule: {
    es: 'horario horarios hora horas abren abierto abiertos abre cierran cierra cerrado abrir hoy noche atienden',
    en: 'hours opening open close closing closed today tonight time schedule when',
    fr: 'horaires horaire heure heures ouvert ouverts ouvrez ouvre fermez ferme fermé fermeture ouverture aujourd hui soir',
  },
  phone: {
    es: 'teléfono telefono llamar número numero celular whatsapp marcar',
    en: 'phone call number telephone ring',
    fr: 'téléphone telephone appeler numéro numero joindre',
  },
  socials: {
    es: 'redes sociales instagram facebook tiktok seguir',
    en: 'social media instagram facebook tiktok follow socials',
    fr: 'réseaux reseaux sociaux instagram facebook tiktok suivre',
  },
  address: {
    es: 'dirección direccion dónde donde ubicados ubicación ubicacion llegar calle mapa encuentran',
    en: 'address where located location find directions street map',
    fr: 'adresse où situé situés trouver emplacement rue carte',
  },
  website: {
    es: 'sitio web página pagina internet',
    en: 'website site web page url',
    fr: 'site web internet page',
  },
  email: {
    es: 'correo email electrónico electronico mail escribir',
    en: 'email e-mail mail write',
    fr: 'courriel email mail écrire ecrire',
  },
  branches: {
    es: 'sucursales sucursal locales otras ubicaciones',
    en: 'branches branch locations other',
    fr: 'succursales succursale établissements autres',
  },
  platforms: {
    es: 'domicilio entrega reparto pedir ubereats doordash skipthedishes plataformas llevar envío envio',
    en: 'delivery deliver takeout order online ubereats doordash skipthedishes platforms',
    fr: 'livraison livrez livrer commander emporter ubereats doordash skipthedishes plateformes',
  },
  products: {
    es: 'menú menu precio precios cuesta cuánto cuanto platillo platillos comida bebida bebidas carta',
    en: 'menu price prices cost much dish dishes food drink drinks eat',
    fr: 'menu carte prix coûte coute combien plat plats nourriture boisson boissons manger',
  },
  services: {
    es: 'servicios servicio catering fiestas privadas karaoke renta salón',
    en: 'services service catering private parties karaoke rent room',
    fr: 'services service traiteur fêtes privées karaoké location salle',
  },
  FAQ: {
    es: 'preguntas frecuentes',
    en: 'frequently asked questions',
    fr: 'questions fréquentes',
  },
  events: {
    es: 'evento eventos próximo proximo música musica vivo concierto show fecha agenda',
    en: 'event events next upcoming live music concert show gig',
    fr: 'événement événements evenement prochain musique concert spectacle soirée',
  },
  'recipe ingredients': {
    es: 'ingredientes lleva contiene receta hecho',
    en: 'ingredients contain recipe made',
    fr: 'ingrédients ingredients contient recette fait',
  },
  holidays: {
    es: 'feriados feriado festivos festivo vacaciones navidad',
    en: 'holidays holiday christmas',
    fr: 'fériés ferie férié vacances noël',
  },
  'legal terms and privacy': {
    es: 'términos terminos condiciones privacidad datos personales legal aviso',
    en: 'terms conditions privacy policy personal data legal',
    fr: 'conditions termes confidentialité confidentialite vie privée données personnelles',
  },
  mission: {
    es: 'misión mision propósito',
    en: 'mission purpose',
    fr: 'mission but',
  },
  vision: {
    es: 'visión vision futuro',
    en: 'vision future',
    fr: 'vision avenir',
  },
  values: {
    es: 'valores principios',
    en: 'values principles',
    fr: 'valeurs principes',
  },
  'brand data': {
    es: 'quiénes quienes son ustedes nombre empresa negocio marca',
    en: 'who are you name company business brand restaurant about',
    fr: 'qui êtes vous nom entreprise marque restaurant propos',
  },
};
