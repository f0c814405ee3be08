// Regenerates every file of generated/ from the npm packages (devDependencies of @freightdesk/server):
//   node --import tsx apps/server/reference-data/scripts/generate-all.ts
import { generateAirports } from './generate-airports';
import { generateCountries } from './generate-countries';
import { generateSeaports } from './generate-seaports';
import { generateUsZipCodes } from './generate-us-zip-codes';

const generators = {
  countries: generateCountries,
  airports: generateAirports,
  usZipCodes: generateUsZipCodes,
  seaports: generateSeaports,
};

const started = performance.now();
for (const [name, generate] of Object.entries(generators)) {
  const lap = performance.now();
  const sizes = generate();
  const files = Object.entries(sizes).map(([file, bytes]) => `${file} ${(bytes / 1024).toFixed(0)} KiB`);
  console.log(`${name}: ${files.join(', ')} (${((performance.now() - lap) / 1000).toFixed(1)} s)`);
}
console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
