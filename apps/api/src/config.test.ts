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

  it('reads the mail settings, with empty values (as in .env.example) meaning the defaults', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'Pathshala <no-reply@pathshala.in>',
      outboxPollMs: 5000,
    });
    expect(loadConfig({ SMTP_URL: '', MAIL_FROM: '', OUTBOX_POLL_MS: '' }).mail.outboxPollMs).toBe(5000);
    expect(loadConfig({ OUTBOX_POLL_MS: '0' }).mail.outboxPollMs).toBe(0);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrowError(/SMTP_URL/);
    expect(() => loadConfig({ OUTBOX_POLL_MS: 'soon' })).toThrowError(/OUTBOX_POLL_MS/);
  });

  it('judges one submission at a time by default; JUDGE_CONCURRENCY takes 0 to 8, and the worker polls outside tests', () => {
    expect(loadConfig({}).judge).toMatchObject({ concurrency: 1, pollMs: 1000 });
    expect(loadConfig({ NODE_ENV: 'test' }).judge.pollMs).toBe(0);
    expect(loadConfig({ JUDGE_CONCURRENCY: '0' }).judge.concurrency).toBe(0);
    expect(loadConfig({ JUDGE_CONCURRENCY: '4' }).judge.concurrency).toBe(4);
    for (const value of ['9', '-1', '1.5', 'many']) {
      expect(() => loadConfig({ JUDGE_CONCURRENCY: value })).toThrowError(
        /JUDGE_CONCURRENCY.*must be a whole number from 0 to 8/,
      );
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
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'simulated' }).webDistDir).toMatch(
      /apps\/web\/dist$/,
    );
  });
});

describe('social sign-in', () => {
  const production = { NODE_ENV: 'production', PAYMENT_GATEWAY: 'simulated' };

  it('turns on each provider that has its client id and secret, with its real servers by default', () => {
    const config = loadConfig({
      ...production,
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      LINKEDIN_CLIENT_ID: 'l-id',
      LINKEDIN_CLIENT_SECRET: 'l-secret',
      GITHUB_CLIENT_ID: 'h-id',
      GITHUB_CLIENT_SECRET: 'h-secret',
    });
    expect(config.socialSignIn).toEqual({
      google: { clientId: 'g-id', clientSecret: 'g-secret', issuer: 'https://accounts.google.com' },
      linkedin: { clientId: 'l-id', clientSecret: 'l-secret', issuer: 'https://www.linkedin.com/oauth' },
      github: {
        clientId: 'h-id',
        clientSecret: 'h-secret',
        issuer: 'https://github.com',
        apiUrl: 'https://api.github.com',
      },
    });
    expect(
      loadConfig({ ...production, GITHUB_CLIENT_ID: '', GITHUB_CLIENT_SECRET: '' }).socialSignIn,
    ).toEqual({});
  });

  it.each([
    [{ GOOGLE_CLIENT_ID: 'g-id' }, 'GOOGLE_CLIENT_SECRET'],
    [{ LINKEDIN_CLIENT_SECRET: 'l-secret' }, 'LINKEDIN_CLIENT_ID'],
    [{ GITHUB_CLIENT_ID: 'h-id' }, 'GITHUB_CLIENT_SECRET'],
  ])('stops a start with half a client pair (%o), naming the missing variable', (half, missing) => {
    expect(() => loadConfig({ ...production, ...half })).toThrowError(
      new RegExp(`^Invalid configuration: ${missing} not set`),
    );
  });

  it("points the header's Create Resume at RESUME_BUILDER_URL only when it is a web address", () => {
    expect(loadConfig({}).resumeBuilderUrl).toBeUndefined();
    expect(loadConfig({ RESUME_BUILDER_URL: '' }).resumeBuilderUrl).toBeUndefined();
    expect(loadConfig({ RESUME_BUILDER_URL: 'https://cv.example.in' }).resumeBuilderUrl).toBe(
      'https://cv.example.in',
    );
    expect(() => loadConfig({ RESUME_BUILDER_URL: 'cv.example.in' })).toThrowError(/RESUME_BUILDER_URL/);
  });

  it('refuses server overrides that are not http(s) URLs', () => {
    expect(() => loadConfig({ GITHUB_API_URL: 'api.github.com' })).toThrowError(/GITHUB_API_URL/);
    expect(() => loadConfig({ LINKEDIN_ISSUER: 'ftp://linkedin.test' })).toThrowError(/LINKEDIN_ISSUER/);
  });
});

describe('payment gateway choice', () => {
  const seller = {
    SELLER_GSTIN: '27AAPFU0939F1ZV',
    SELLER_LEGAL_NAME: 'Pathshala Learning Pvt Ltd',
    SELLER_ADDRESS: 'Pune',
    SELLER_STATE: '27',
  };
  const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' };

  it('stops a production start without Razorpay keys, naming the missing keys on one line', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production', RAZORPAY_KEY_ID: 'rzp_live_x' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('RAZORPAY_KEY_SECRET');
      expect(message).not.toContain('RAZORPAY_KEY_ID and');
      expect(message).not.toContain('\n');
    }
  });

  it('uses the simulated gateway in production only when it is asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'simulated' }).paymentGateway).toBe(
      'simulated',
    );
  });

  it('needs the webhook secret for Razorpay in production, and keys whenever Razorpay is asked for', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...keys })).toThrowError(/RAZORPAY_WEBHOOK_SECRET/);
    expect(
      loadConfig({ NODE_ENV: 'production', ...keys, ...seller, RAZORPAY_WEBHOOK_SECRET: 'w' }).paymentGateway,
    ).toBe('razorpay');
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'razorpay' })).toThrowError(
      /RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/,
    );
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrowError(/PAYMENT_GATEWAY/);
  });

  it('shortens mock tests only outside production with real payments', () => {
    const live = { NODE_ENV: 'production', ...keys, ...seller, RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(loadConfig(live).mockTestTimeScale).toBe(1);
    expect(() => loadConfig({ ...live, MOCK_TEST_TIME_SCALE: '0.02' })).toThrowError(
      /MOCK_TEST_TIME_SCALE is for tests/,
    );
    const demo = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'simulated',
      MOCK_TEST_TIME_SCALE: '0.02',
    });
    expect(demo.mockTestTimeScale).toBe(0.02);
    expect(() => loadConfig({ MOCK_TEST_TIME_SCALE: '2' })).toThrowError(/MOCK_TEST_TIME_SCALE/);
  });

  it('needs the GST seller in production with real payments, all four details, matching state', () => {
    const live = { NODE_ENV: 'production', ...keys, RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(() => loadConfig(live)).toThrowError(
      'Invalid configuration: SELLER_GSTIN, SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_STATE not set; production issues a GST invoice for every payment',
    );
    expect(loadConfig({ ...live, ...seller }).seller).toEqual({
      gstin: '27AAPFU0939F1ZV',
      legalName: 'Pathshala Learning Pvt Ltd',
      address: 'Pune',
      stateCode: '27',
      specimen: false,
    });
    const { SELLER_ADDRESS: _address, ...threeOfFour } = seller;
    expect(() => loadConfig({ ...threeOfFour })).toThrowError(/SELLER_ADDRESS not set/);
    expect(() => loadConfig({ ...seller, SELLER_GSTIN: '27AAPFU0939F1ZW' })).toThrowError(
      /SELLER_GSTIN.*check digit/,
    );
    expect(() => loadConfig({ ...seller, SELLER_STATE: '29' })).toThrowError(
      /SELLER_GSTIN="27AAPFU0939F1ZV" is registered in state 27, not SELLER_STATE=29/,
    );
    expect(() => loadConfig({ ...seller, SELLER_STATE: '99' })).toThrowError(
      /SELLER_STATE="99" must be a GST state code/,
    );
    // A demo (simulated payments) issues specimen invoices without them.
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'simulated' }).seller.specimen).toBe(true);
  });

  it('defaults to the simulated gateway outside production, and to Razorpay when keys are set', () => {
    expect(loadConfig({}).paymentGateway).toBe('simulated');
    expect(loadConfig(keys).paymentGateway).toBe('razorpay');
  });
});
