import fs from 'node:fs';
import path from 'node:path';

/** Loads .env.local then .env (as Next.js does) into process.env for the non-Next processes; set variables win. */
export function loadDotEnv(root: string): void {
  for (const name of ['.env.local', '.env']) {
    const file = path.join(root, name);
    if (fs.existsSync(file)) process.loadEnvFile(file);
  }
}
