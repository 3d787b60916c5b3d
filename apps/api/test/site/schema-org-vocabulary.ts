/**
 * The part of the schema.org vocabulary the served pages use, in the shape of schema.org's own
 * `schemaorg-current-https.jsonld` (classes with their parents, properties with the classes they
 * belong to, as https://schema.org defines them), for @adobe/structured-data-validator: the
 * test reads no network. A type or property the pages start to use is added here from
 * schema.org's definition.
 */
const CLASSES: Record<string, string[]> = {
  Thing: [],
  Place: ['Thing'],
  Organization: ['Thing'],
  LocalBusiness: ['Organization', 'Place'],
  FoodEstablishment: ['LocalBusiness'],
  Restaurant: ['FoodEstablishment'],
  Event: ['Thing'],
  Intangible: ['Thing'],
  StructuredValue: ['Intangible'],
  ContactPoint: ['StructuredValue'],
  PostalAddress: ['ContactPoint'],
  OpeningHoursSpecification: ['StructuredValue'],
};

const PROPERTIES: Record<string, string[]> = {
  name: ['Thing'],
  url: ['Thing'],
  image: ['Thing'],
  description: ['Thing'],
  address: ['Place', 'Organization'],
  telephone: ['Place', 'Organization', 'ContactPoint'],
  email: ['Organization', 'ContactPoint'],
  openingHoursSpecification: ['Place'],
  servesCuisine: ['FoodEstablishment'],
  hasMenu: ['FoodEstablishment'],
  streetAddress: ['PostalAddress'],
  addressLocality: ['PostalAddress'],
  addressRegion: ['PostalAddress'],
  postalCode: ['PostalAddress'],
  addressCountry: ['PostalAddress'],
  dayOfWeek: ['OpeningHoursSpecification'],
  opens: ['OpeningHoursSpecification'],
  closes: ['OpeningHoursSpecification'],
  startDate: ['Event'],
  endDate: ['Event'],
  location: ['Event', 'Organization'],
  organizer: ['Event'],
  eventStatus: ['Event'],
  eventAttendanceMode: ['Event'],
  offers: ['Event'],
};

const id = (name: string) => ({ '@id': `schema:${name}` });

export const SCHEMA_ORG_VOCABULARY = {
  '@graph': [
    ...Object.entries(CLASSES).map(([name, parents]) => ({
      '@id': `schema:${name}`,
      '@type': 'rdfs:Class',
      ...(parents.length ? { 'rdfs:subClassOf': parents.map(id) } : {}),
    })),
    ...Object.entries(PROPERTIES).map(([name, domains]) => ({
      '@id': `schema:${name}`,
      '@type': 'rdf:Property',
      'schema:domainIncludes': domains.map(id),
    })),
  ],
};
