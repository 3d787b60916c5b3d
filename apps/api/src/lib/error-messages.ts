import type { ApiLocale } from './request-locale.js';

/** Texts for the errors the platform itself raises, in every locale the product speaks. */
const MESSAGES = {
  VALIDATION_ERROR: {
    es: 'Los datos enviados no son válidos.',
    en: 'The data sent is not valid.',
    fr: 'Les données envoyées ne sont pas valides.',
  },
  NOT_FOUND: {
    es: 'No encontrado.',
    en: 'Not found.',
    fr: 'Introuvable.',
  },
  RATE_LIMITED: {
    es: 'Demasiadas solicitudes. Inténtalo de nuevo en un momento.',
    en: 'Too many requests. Please try again in a moment.',
    fr: 'Trop de requêtes. Veuillez réessayer dans un instant.',
  },
  PAYLOAD_TOO_LARGE: {
    es: 'El contenido enviado es demasiado grande.',
    en: 'The content sent is too large.',
    fr: 'Le contenu envoyé est trop volumineux.',
  },
  INVALID_JSON: {
    es: 'El cuerpo de la solicitud no es JSON válido.',
    en: 'The request body is not valid JSON.',
    fr: "Le corps de la requête n'est pas un JSON valide.",
  },
  UNSUPPORTED_MEDIA_TYPE: {
    es: 'Tipo de contenido no admitido.',
    en: 'Unsupported content type.',
    fr: 'Type de contenu non pris en charge.',
  },
  UNAUTHORIZED: {
    es: 'Falta el token de acceso o no es válido. Inicia sesión de nuevo.',
    en: 'The access token is missing or not valid. Please sign in again.',
    fr: "Le jeton d'accès est absent ou invalide. Veuillez vous reconnecter.",
  },
  FORBIDDEN: {
    es: 'Permisos insuficientes o token inválido.',
    en: 'Insufficient permissions or invalid token.',
    fr: 'Permissions insuffisantes ou jeton invalide.',
  },
  AUTH_UNAVAILABLE: {
    es: 'No fue posible validar permisos en servidor.',
    en: 'Permissions could not be checked on the server.',
    fr: 'Impossible de vérifier les autorisations sur le serveur.',
  },
  INTERNAL: {
    es: 'Error interno del servidor.',
    en: 'Internal server error.',
    fr: 'Erreur interne du serveur.',
  },
} as const satisfies Record<string, Record<ApiLocale, string>>;

export type ErrorMessageId = keyof typeof MESSAGES;

export function errorMessage(id: ErrorMessageId, locale: ApiLocale): string {
  return MESSAGES[id][locale];
}
