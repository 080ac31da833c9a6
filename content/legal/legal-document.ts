/** A legal page: its metadata and the trusted HTML body written in this repository. */
export interface LegalDocument {
  path: string;
  title: string;
  description: string;
  /** ISO date the document takes effect. */
  effectiveDate: string;
  content: string;
}
