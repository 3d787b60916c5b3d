// @adobe/structured-data-validator ships no types: what the tests call.
declare module '@adobe/structured-data-validator' {
  export interface StructuredDataIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType?: string;
    fieldNames?: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: object);
    validate(data: {
      jsonld?: Record<string, Record<string, unknown>[]>;
    }): Promise<StructuredDataIssue[]>;
  }
}
