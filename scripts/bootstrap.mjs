// `npm test`'s pretest: checks the Node version and installs dependencies when they are missing
// or stale. Uses no dependency itself, so it works on a fresh clone with nothing but Node
// installed. (`npm start` does the same checks, and more, in the server's own process:
// scripts/start.mjs, ADR 043.)
import { prepareWorkspace } from './lib/workspace-state.mjs';

prepareWorkspace({ installOnly: true });
