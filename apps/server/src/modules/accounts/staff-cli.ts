// Makes a staff account on the configured database (DATA_DIR or DATABASE_URL, as the server) and prints a one-time
// link that sets its password (ADR 072, ADR 075). Stop the server first when it uses the embedded database (one
// process owns a PGlite data directory).
//
//   npm run staff -- create EMAIL [--role admin|operations|sales|pricing|support] [--brand BRAND_ID]
import { parseArgs } from 'node:util';
import { isStaffRole, staffRoles } from '@freightdesk/domain';
import pino from 'pino';
import { loadConfig } from '../../config/config';
import { openDatabase } from '../../db/database';
import { createBrandsService } from '../brands/brands.service';
import { createMailService } from '../mail/mail.service';
import { createAccountsService } from './accounts.service';

const usage = `usage: npm run staff -- create EMAIL [--role ${staffRoles.join('|')}] [--brand BRAND_ID]`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { role: { type: 'string', default: 'admin' }, brand: { type: 'string' } },
});
const [command, email] = positionals;
if (command !== 'create') fail('say what to do: create');
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) fail('give the staff member’s e-mail address');
const role = values.role;
if (!isStaffRole(role)) fail(`--role must be one of ${staffRoles.join(', ')}`);

const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const logger = pino({ level: 'silent' });
try {
  await database.migrate();
  const { db } = database;
  const brandsService = createBrandsService({ db });
  const sources = await brandsService.loadBrandFiles({
    brandsDir: config.brandsDir,
    defaultBrandFile: config.brandFile,
  });
  const brandIds = sources.map((source) => source.brand.configuration.id);
  const brandId = values.brand ?? sources.find((source) => source.brand.isDefault)?.brand.configuration.id;
  if (!brandId || !brandIds.includes(brandId)) fail(`--brand must be one of ${brandIds.join(', ')}`);
  const accountsService = await createAccountsService({
    db,
    brandsService,
    // Nothing is mailed: the link is printed here, for whoever runs the command to pass on.
    mailService: createMailService({
      db,
      transport: undefined,
      senderAddress: `no-reply@${new URL(config.publicUrl).hostname}`,
      publicUrl: config.publicUrl,
      logger,
    }),
    publicUrl: config.publicUrl,
    jwtSecret: config.jwtSecret,
    directory: { companyDomains: config.internalEmailDomains, excludedTestEmail: config.internalTestEmail },
    logger,
  });
  try {
    const { customer, created, setPasswordUrl } = await accountsService.createStaffAccount({ email, role, brandId });
    process.stdout.write(
      [
        `${created ? 'Created' : 'Updated'} staff account ${customer.email} (role ${role}, brand ${brandId}).`,
        'Set its password with this one-time link (valid 7 days), then sign in at /sign-in:',
        `  ${setPasswordUrl}`,
        '',
      ].join('\n'),
    );
  } finally {
    await accountsService.close();
  }
} finally {
  await database.close();
}
