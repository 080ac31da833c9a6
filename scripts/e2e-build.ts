// The production build the end-to-end tests run against, made with the environment
// playwright.config.ts gives the app (its ports, its emulator, its build folder), so that
// `npm test` can build while the static checks run and Playwright then only starts it
// (E2E_PREBUILT=1). Exits with next build's status.
import { spawnSync } from 'node:child_process';
import { appEnv } from '../playwright.config';

const built = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, ...appEnv } });
process.exit(built.status ?? 1);
