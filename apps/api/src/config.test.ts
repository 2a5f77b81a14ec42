import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on the embedded database with no configuration at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.loadDemoData).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it.each(['abc', '0', '70000', '3.5'])('refuses PORT=%s with one line naming PORT', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: port });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).not.toContain('\n');
    }
  });

  it('refuses a DATABASE_URL that is not a postgres URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/db' })).toThrowError(/DATABASE_URL/);
  });

  it('loads demo data on a server database only when DEMO_DATA=1', () => {
    const url = 'postgres://postgres@127.0.0.1/pathshala';
    expect(loadConfig({ DATABASE_URL: url }).loadDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, DEMO_DATA: '1' }).loadDemoData).toBe(true);
  });

  it('serves the built web app only in production', () => {
    expect(loadConfig({}).webDistDir).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production' }).webDistDir).toMatch(/apps\/web\/dist$/);
  });
});
