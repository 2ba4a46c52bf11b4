import path from 'node:path';
import { ConfigError } from '../../src/config/config-error';
import { loadConfig } from '../../src/config/env';

/** The repository: paths resolve against the working directory, which holds config/host-kinds.json. */
const root = path.resolve(__dirname, '../../..');

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, root);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(root, 'data'),
      databaseUrl: undefined,
      webRoot: path.join(root, 'dist'),
      pageRenderer: path.join(root, 'dist-ssr/render-page.js'),
      leadRateLimit: 10,
      lookupRateLimit: 300,
      lookupMissLimit: 600,
      lookupChallengeMaxNumber: 50_000,
      logLevel: 'info',
      enrollSiteId: 1,
      trustProxy: false,
      leadPhoneDailyLimit: 3,
      leadQuarantineDays: 30,
      leadRetentionMonths: null,
      revisionsKept: 50,
    });
    expect(config.hostKinds['academic.localhost']).toBe('academic');
  });

  it('reads and converts every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/site',
        DATABASE_URL: 'postgres://site@db/site',
        WEB_ROOT: 'build',
        HOST_KINDS: '{"zk.example.cn":"selfStudy"}',
        LEAD_RATE_LIMIT: '5',
        LOOKUP_RATE_LIMIT: '50',
        LOOKUP_MISS_LIMIT: '40',
        LOOKUP_CHALLENGE_MAX_NUMBER: '1000',
        LOG_LEVEL: 'warn',
        ENROLL_SITE_ID: '7',
        TRUST_PROXY: '2',
        LEAD_PHONE_DAILY_LIMIT: '5',
        LEAD_QUARANTINE_DAYS: '14',
        LEAD_RETENTION_MONTHS: '24',
        REVISIONS_KEPT: '10',
      },
      '/srv/site',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/site',
      databaseUrl: 'postgres://site@db/site',
      webRoot: '/srv/site/build',
      hostKinds: { 'zk.example.cn': 'selfStudy' },
      leadRateLimit: 5,
      lookupRateLimit: 50,
      lookupMissLimit: 40,
      lookupChallengeMaxNumber: 1000,
      logLevel: 'warn',
      enrollSiteId: 7,
      trustProxy: 2,
      leadPhoneDailyLimit: 5,
      leadQuarantineDays: 14,
      leadRetentionMonths: 24,
      revisionsKept: 10,
    });
  });

  it('is the demo only with SEED_DEMO=1: a production start, on either store, is not', () => {
    const postgres = { DATABASE_URL: 'postgres://site@db/site' };
    expect(loadConfig({}, root).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '' }, root).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '1' }, root).seedDemo).toBe(true);
    expect(loadConfig(postgres, root).seedDemo).toBe(false);
    expect(loadConfig({ ...postgres, SEED_DEMO: '1' }, root).seedDemo).toBe(true);
    expect(loadConfig({ ...postgres, SEED_DEMO: 'true' }, root).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }, root).seedDemo).toBe(false);
    expect(loadConfig({ ...postgres, SEED_DEMO: '' }, root).seedDemo).toBe(false);
  });

  it('reads config/host-kinds.json from the working directory and names it when missing', () => {
    expect(() => loadConfig({}, '/srv/site')).toThrow(ConfigError);
    expect(() => loadConfig({}, '/srv/site')).toThrow('/srv/site/config/host-kinds.json cannot be read');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['LEAD_RATE_LIMIT', '0'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://db/site'],
    ['ENROLL_SITE_ID', '-1'],
    ['SEED_DEMO', 'yes'],
    ['REVISIONS_KEPT', '0'],
    ['REVISIONS_KEPT', '1001'],
    ['LEAD_QUARANTINE_DAYS', '0'],
    ['LEAD_QUARANTINE_DAYS', 'a month'],
    ['LEAD_RETENTION_MONTHS', '0'],
    ['LEAD_RETENTION_MONTHS', 'forever'],
    ['LEAD_RETENTION_MONTHS', '1201'],
  ])('refuses %s=%s and names the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('serves metrics only when METRICS_PORT is set, on 127.0.0.1 unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}, root).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9213' }, root).metrics).toEqual({ port: 9213, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9213', METRICS_HOST: '10.0.0.5' }, root).metrics).toEqual({
      port: 9213,
      host: '10.0.0.5',
    });
    for (const host of [
      '127.0.0.2',
      '::1',
      '[::1]',
      '192.168.1.20',
      '172.31.255.1',
      'fd12::5',
      '::ffff:10.1.2.3',
      'localhost',
    ])
      expect(loadConfig({ METRICS_PORT: '9213', METRICS_HOST: host }, root).metrics?.port).toBe(9213);
    expect(loadConfig({}, root).backupDir).toBe(path.join(root, 'data/backups'));
    expect(loadConfig({ BACKUP_DIR: '/srv/backups' }, root).backupDir).toBe('/srv/backups');
  });

  it.each([
    [{ METRICS_PORT: 'nine' }, /METRICS_PORT 须为 0–65535 的端口号.*"nine"/],
    [{ METRICS_PORT: '70000' }, /METRICS_PORT must be a port number/],
    [{ METRICS_PORT: '8080' }, /METRICS_PORT 不能与网站端口 PORT 相同.*\(8080\)/],
    [{ METRICS_PORT: '9213', METRICS_HOST: 'metrics.example.cn' }, /METRICS_HOST 须为本机的一个 IP 地址/],
    // /metrics has no sign-in: never every interface, nor a public address.
    [
      { METRICS_PORT: '9213', METRICS_HOST: '0.0.0.0' },
      /METRICS_HOST 只能是本机回环地址或内网地址.*"0\.0\.0\.0"/,
    ],
    [{ METRICS_PORT: '9213', METRICS_HOST: '::' }, /METRICS_HOST 只能是本机回环地址或内网地址.*"::"/],
    [{ METRICS_PORT: '9213', METRICS_HOST: '[::]' }, /METRICS_HOST 只能是本机回环地址或内网地址/],
    [{ METRICS_PORT: '9213', METRICS_HOST: '203.0.113.7' }, /METRICS_HOST 只能是本机回环地址或内网地址/],
    [{ METRICS_PORT: '9213', METRICS_HOST: '172.32.0.1' }, /METRICS_HOST 只能是本机回环地址或内网地址/],
    [{ METRICS_PORT: '9213', METRICS_HOST: '2001:db8::1' }, /METRICS_HOST 只能是本机回环地址或内网地址/],
    [{ METRICS_PORT: '9213', METRICS_HOST: '::ffff:8.8.8.8' }, /METRICS_HOST 只能是本机回环地址或内网地址/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env, root)).toThrow(ConfigError);
    expect(() => loadConfig(env, root)).toThrow(message);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }, root).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }, root).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }, root).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.2, 10.1.0.0/16 ,::1, fd00::/8' }, root).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }, root).trustProxy).toEqual(['loopback']);
  });

  it.each([
    ['true', 'trusts every hop'],
    ['yes', 'TRUST_PROXY'],
    ['-1', 'TRUST_PROXY'],
    ['10.0.0.300', '10.0.0.300'],
    ['10.0.0.0/33', '10.0.0.0/33'],
    ['10.0.0.1,,', 'TRUST_PROXY'],
  ])('refuses TRUST_PROXY=%s, saying why', (value, words) => {
    expect(() => loadConfig({ TRUST_PROXY: value }, root)).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value }, root)).toThrow(words);
  });

  it('refuses HOST_KINDS that is not a host → platform map', () => {
    expect(() => loadConfig({ HOST_KINDS: 'not json' })).toThrow('HOST_KINDS is not valid JSON');
    expect(() => loadConfig({ HOST_KINDS: '{"a.cn":"school"}' })).toThrow(ConfigError);
  });
});
