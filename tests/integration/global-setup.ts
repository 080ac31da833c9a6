// Builds the migrated database template once before the integration suites start their
// emulators in parallel (each then loads it in about a second instead of running initdb).
import { schemaTemplate } from '../../emulators/db/open-database';

export default async function globalSetup(): Promise<void> {
  await schemaTemplate();
}
