import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig, repoRoot } from './config';

describe('parseConfig', () => {
  it('gives a working embedded set-up when nothing is set', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 8080,
      host: 'localhost',
      dataDir: path.join(repoRoot, 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
      brandFile: path.join(repoRoot, 'brands', 'sample', 'brand.json'),
      brandsDir: path.join(repoRoot, 'brands'),
      webDistDir: path.join(repoRoot, 'apps', 'web', 'dist'),
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('takes PORT from the environment', () => {
    expect(parseConfig({ PORT: '8091' }).port).toBe(8091);
    expect(parseConfig({ PORT: '8091' }).publicUrl).toBe('http://localhost:8091');
  });

  it('treats an empty variable as unset', () => {
    expect(parseConfig({ PORT: '', LOG_LEVEL: '', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      logLevel: 'info',
      databaseUrl: undefined,
    });
  });

  it.each(['abc', '-1', '70000', '80.5'])('rejects PORT=%s naming the variable and the rule', (port) => {
    expect(() => parseConfig({ PORT: port })).toThrow(
      `Invalid environment: PORT must be an integer from 0 to 65535 (got "${port}")`,
    );
  });

  it('resolves relative paths from the working directory', () => {
    expect(parseConfig({ DATA_DIR: 'tmp/data' }).dataDir).toBe(path.resolve('tmp/data'));
  });

  it('accepts a PostgreSQL URL and refuses other databases', () => {
    expect(parseConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).databaseUrl).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
    expect(() => parseConfig({ DATABASE_URL: 'mysql://root@db/app' })).toThrow(
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
    );
  });

  it('lists every invalid variable at once and never echoes a secret', () => {
    const parse = () => parseConfig({ LOG_LEVEL: 'loud', JWT_SECRET: 'short-secret', TRUST_PROXY: 'maybe' });
    expect(parse).toThrow(/LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent \(got "loud"\)/);
    expect(parse).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(parse).toThrow(/TRUST_PROXY/);
    expect(parse).not.toThrow(/short-secret/);
  });

  it('reads TRUST_PROXY as a boolean', () => {
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });
});
