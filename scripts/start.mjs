// `npm start`: install what is missing, build, and serve the fixture site on 127.0.0.1:4173
// (PORT overrides).

import { ensureDependencies, run } from './setup.mjs';

ensureDependencies();
run('node build.mjs');
const { startServer } = await import('../fixtures/server/index.mjs');
const { url } = await startServer({ port: Number(process.env.PORT || 4173), host: '127.0.0.1' });
console.log(`Fixture site: ${url}/`);
