import type { Locale } from '@bar/domain/locale';

/** Texts for the errors the platform itself raises, in every locale the product speaks. */
export const ERROR_MESSAGES = {
  VALIDATION_ERROR: {
    es: 'Los datos enviados no son válidos.',
    en: 'The data sent is not valid.',
    fr: 'Les données envoyées ne sont pas valides.',
  },
  BAD_URL: {
    es: 'La dirección solicitada no es válida.',
    en: 'The requested address is not valid.',
    fr: "L'adresse demandée n'est pas valide.",
  },
  PAYMENTS_UNAVAILABLE: {
    es: 'Los pagos en línea no están disponibles en este momento.',
    en: 'Online payments are not available right now.',
    fr: 'Les paiements en ligne ne sont pas disponibles pour le moment.',
  },
  PAYMENT_FAILED: {
    es: 'PayPal no pudo procesar el pago. Inténtalo de nuevo.',
    en: 'PayPal could not process the payment. Please try again.',
    fr: 'PayPal n’a pas pu traiter le paiement. Veuillez réessayer.',
  },
  UNKNOWN_ITEM: {
    es: 'Uno de los artículos ya no está a la venta.',
    en: 'One of the items is no longer for sale.',
    fr: 'Un des articles n’est plus en vente.',
  },
  ORDER_NOT_FOUND: {
    es: 'Pedido no encontrado.',
    en: 'Order not found.',
    fr: 'Commande introuvable.',
  },
  ORDER_NOT_PAID: {
    es: 'El pago de este pedido no se completó.',
    en: 'The payment for this order was not completed.',
    fr: 'Le paiement de cette commande n’a pas abouti.',
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
  PAGE_REQUIRED: {
    es: 'El ámbito de página necesita la clave de la página (page o routeKey).',
    en: 'The page scope needs the page key (page or routeKey).',
    fr: 'La portée page nécessite la clé de la page (page ou routeKey).',
  },
  BOOKING_DISABLED: {
    es: 'Las reservas en línea no están disponibles en este sitio.',
    en: 'Online reservations are not available on this site.',
    fr: 'Les réservations en ligne ne sont pas disponibles sur ce site.',
  },
  INTERNAL: {
    es: 'Error interno del servidor.',
    en: 'Internal server error.',
    fr: 'Erreur interne du serveur.',
  },
  // Environment variables (routes/env): the issue codes of @bar/domain/env/prepare-save.
  ENV_INVALID: {
    es: 'Hay variables de entorno no válidas.',
    en: 'Some environment variables are not valid.',
    fr: "Certaines variables d'environnement ne sont pas valides.",
  },
  ENV_NAME_FORMAT: {
    es: 'El nombre debe ir en mayúsculas con guiones bajos (por ejemplo, MI_VARIABLE).',
    en: 'Names are expected uppercase with underscore (for example, MY_VARIABLE).',
    fr: 'Le nom doit être en majuscules avec des tirets bas (par exemple, MA_VARIABLE).',
  },
  ENV_NAME_COLLISION: {
    es: 'Ya existe como requerida.',
    en: 'It already exists as a required variable.',
    fr: 'Elle existe déjà comme variable requise.',
  },
  ENV_NAME_DUPLICATE: {
    es: 'Esta variable está repetida.',
    en: 'This variable is repeated.',
    fr: 'Cette variable est en double.',
  },
  ENV_REQUIRED_MISSING: {
    es: 'Falta una variable requerida.',
    en: 'A required variable is missing.',
    fr: 'Une variable requise est manquante.',
  },
  ENV_VALUE_INVALID: {
    es: 'El valor no es válido para esta variable.',
    en: 'The value is not valid for this variable.',
    fr: "La valeur n'est pas valide pour cette variable.",
  },
  ENV_FIXED_VALUE: {
    es: 'Esta variable tiene un valor fijo que no se puede cambiar.',
    en: 'This variable has a fixed value that cannot be changed.',
    fr: 'Cette variable a une valeur fixe qui ne peut pas être modifiée.',
  },
  ENV_MASKED_VALUE: {
    es: 'Escribe el valor completo: un valor enmascarado solo se acepta sin cambios.',
    en: 'Type the full value: a masked value is only accepted unchanged.',
    fr: "Saisissez la valeur complète : une valeur masquée n'est acceptée que sans modification.",
  },
  ENV_TENANT_MISMATCH: {
    es: 'Solo puedes guardar el entorno del sitio en el que estás.',
    en: 'You can only save the environment of the site you are on.',
    fr: "Vous ne pouvez enregistrer que l'environnement du site sur lequel vous êtes.",
  },
  ENV_KEY_MISMATCH: {
    es: 'Los secretos guardados no se pueden descifrar con la clave configurada (ENV_ENCRYPTION_KEY).',
    en: 'The saved secrets cannot be decrypted with the configured key (ENV_ENCRYPTION_KEY).',
    fr: 'Les secrets enregistrés ne peuvent pas être déchiffrés avec la clé configurée (ENV_ENCRYPTION_KEY).',
  },
  REVIEW_NOT_FOUND: {
    es: 'No existe esa opinión.',
    en: 'That review does not exist.',
    fr: "Cet avis n'existe pas.",
  },
  REVIEW_NO_EMAIL: {
    es: 'Esta persona no dejó un correo: no se le puede responder.',
    en: 'This guest left no e-mail: there is no way to reply.',
    fr: "Cette personne n'a pas laissé de courriel : impossible de lui répondre.",
  },
  ENV_VERSION_NOT_FOUND: {
    es: 'No existe esa versión del entorno.',
    en: 'That environment version does not exist.',
    fr: "Cette version de l'environnement n'existe pas.",
  },
  ENV_VERSION_EXISTS: {
    es: 'Ya existe una versión con esa marca de tiempo.',
    en: 'A version with that timestamp already exists.',
    fr: 'Une version avec cet horodatage existe déjà.',
  },
  // Events and posts (routes/events, routes/admin/events); the rules' own texts are in @bar/domain/events.
  EVENT_NOT_FOUND: {
    es: 'Evento no encontrado.',
    en: 'Event not found.',
    fr: 'Événement introuvable.',
  },
  EVENT_SLUG_TAKEN: {
    es: 'Otro evento ya usa ese slug. Elige otro.',
    en: 'Another event already uses that slug. Choose another one.',
    fr: 'Un autre événement utilise déjà ce slug. Choisissez-en un autre.',
  },
  MEDIA_NOT_FOUND: {
    es: 'Ese archivo multimedia no existe en este evento.',
    en: 'That media item does not exist in this event.',
    fr: "Ce média n'existe pas dans cet événement.",
  },
  MEDIA_FILE_MISSING: {
    es: 'Envía el archivo en el campo «file» de un formulario multipart.',
    en: 'Send the file in the "file" field of a multipart form.',
    fr: 'Envoyez le fichier dans le champ « file » d’un formulaire multipart.',
  },
  MEDIA_TYPE_UNSUPPORTED: {
    es: 'Solo se pueden subir imágenes y videos.',
    en: 'Only images and videos can be uploaded.',
    fr: 'Seules les images et les vidéos peuvent être téléversées.',
  },
  MEDIA_UNREADABLE: {
    es: 'No se pudo leer la imagen. Prueba con un JPEG, PNG o WebP.',
    en: 'The image could not be read. Try a JPEG, PNG or WebP file.',
    fr: "L'image n'a pas pu être lue. Essayez un fichier JPEG, PNG ou WebP.",
  },
  UPLOAD_SESSION_NOT_FOUND: {
    es: 'Esta subida ya no existe: se canceló, caducó o nunca se abrió. Vuelve a subir el archivo.',
    en: 'This upload no longer exists: it was cancelled, expired or never opened. Upload the file again.',
    fr: "Ce téléversement n'existe plus : il a été annulé, a expiré ou n'a jamais été ouvert. Téléversez à nouveau le fichier.",
  },
  UPLOAD_RANGE_INVALID: {
    es: 'El fragmento enviado no encaja en el archivo (Content-Range).',
    en: 'The chunk sent does not fit the file (Content-Range).',
    fr: 'Le fragment envoyé ne correspond pas au fichier (Content-Range).',
  },
  STORAGE_NOT_FOUND: {
    es: 'Ese archivo no existe (o ya fue eliminado).',
    en: 'That file does not exist (or was already deleted).',
    fr: 'Ce fichier n’existe pas (ou a déjà été supprimé).',
  },
  FILE_IN_USE: {
    es: 'El archivo está en uso; confirma para eliminarlo de todos modos.',
    en: 'The file is in use; confirm to delete it anyway.',
    fr: 'Le fichier est utilisé ; confirmez pour le supprimer quand même.',
  },
  STORAGE_TOO_LARGE: {
    es: 'El archivo es demasiado grande: imágenes hasta 15 MB, videos hasta 200 MB, PDF hasta 20 MB, otros archivos hasta 5 MB.',
    en: 'The file is too large: images up to 15 MB, videos up to 200 MB, PDF files up to 20 MB, other files up to 5 MB.',
    fr: 'Le fichier est trop volumineux : images jusqu’à 15 Mo, vidéos jusqu’à 200 Mo, PDF jusqu’à 20 Mo, autres fichiers jusqu’à 5 Mo.',
  },
  UPLOAD_INCOMPLETE: {
    es: 'Aún faltan partes del archivo por subir.',
    en: 'Parts of the file are still missing.',
    fr: 'Des parties du fichier manquent encore.',
  },
  MEDIA_TOO_LARGE: {
    es: 'El archivo es demasiado grande: imágenes hasta 15 MB, videos hasta 200 MB.',
    en: 'The file is too large: images up to 15 MB, videos up to 200 MB.',
    fr: 'Le fichier est trop volumineux : images jusqu’à 15 Mo, vidéos jusqu’à 200 Mo.',
  },
  MEDIA_TOO_MANY_PIXELS: {
    es: 'La imagen tiene demasiados píxeles: hasta 40 megapíxeles (por ejemplo 8000 × 5000).',
    en: 'The image has too many pixels: up to 40 megapixels (for example 8000 × 5000).',
    fr: 'L’image a trop de pixels : jusqu’à 40 mégapixels (par exemple 8000 × 5000).',
  },
  MULTIPART_MALFORMED: {
    es: 'El formulario enviado está incompleto o mal formado. Vuelve a enviar el archivo.',
    en: 'The form sent is incomplete or malformed. Send the file again.',
    fr: 'Le formulaire envoyé est incomplet ou mal formé. Renvoyez le fichier.',
  },
  MEMBER_EXISTS: {
    es: 'Esa dirección ya es administradora de este restaurante.',
    en: 'That address is already an admin of this restaurant.',
    fr: 'Cette adresse est déjà administratrice de ce restaurant.',
  },
  MEMBER_NOT_FOUND: {
    es: 'Esa dirección no es administradora de este restaurante.',
    en: 'That address is not an admin of this restaurant.',
    fr: 'Cette adresse n’est pas administratrice de ce restaurant.',
  },
  // The assistant (routes/ai-chat, routes/log-aai, routes/leads)
  CHAT_MESSAGE_TOO_LONG: {
    es: 'El mensaje es demasiado largo: hasta 500 caracteres.',
    en: 'The message is too long: up to 500 characters.',
    fr: 'Le message est trop long : 500 caractères au maximum.',
  },
  CHAT_DISABLED: {
    es: 'El asistente no está disponible en este sitio.',
    en: 'The assistant is not available on this site.',
    fr: 'L’assistant n’est pas disponible sur ce site.',
  },
  CHAT_MESSAGE_REQUIRED: {
    es: 'Escribe un mensaje.',
    en: 'Write a message.',
    fr: 'Écrivez un message.',
  },
  CATALOG_ITEM_NOT_FOUND: {
    es: 'Ese producto o servicio no existe.',
    en: 'That product or service does not exist.',
    fr: 'Ce produit ou service n’existe pas.',
  },
  CATALOG_FULL: {
    es: 'El catálogo ya tiene el máximo de 500 elementos.',
    en: 'The catalogue already holds the maximum of 500 items.',
    fr: 'Le catalogue contient déjà le maximum de 500 éléments.',
  },
  CATALOG_IMAGE_ONLY: {
    es: 'Solo se aceptan imágenes (JPEG, PNG, WebP, GIF o AVIF).',
    en: 'Only images are accepted (JPEG, PNG, WebP, GIF or AVIF).',
    fr: 'Seules les images sont acceptées (JPEG, PNG, WebP, GIF ou AVIF).',
  },
  GALLERY_ITEM_NOT_FOUND: {
    es: 'Esa foto no está en la galería.',
    en: 'That picture is not in the gallery.',
    fr: 'Cette photo n’est pas dans la galerie.',
  },
  GALLERY_FULL: {
    es: 'La galería ya tiene el máximo de 200 fotos.',
    en: 'The gallery already holds the maximum of 200 pictures.',
    fr: 'La galerie contient déjà le maximum de 200 photos.',
  },
  GALLERY_PICTURE_UNKNOWN: {
    es: 'Esa imagen no es una foto de un evento ni del catálogo.',
    en: 'That picture is neither an event picture nor a catalogue picture.',
    fr: 'Cette image n’est ni une photo d’événement ni une photo du catalogue.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ErrorMessageId = keyof typeof ERROR_MESSAGES;

export function errorMessage(id: ErrorMessageId, locale: Locale): string {
  return ERROR_MESSAGES[id][locale];
}
