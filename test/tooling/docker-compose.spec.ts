import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * docker-compose.yml, read as Compose reads it. No Compose program runs here (the machines have the
 * Docker client without its compose plugin, and no engine), so this is the YAML parser and the rules of
 * the Compose Specification that can be checked without one: the top-level and service keys it
 * knows, an image for every service, every network and service a service names declared, the short
 * volume syntax with a source in the repository, and the port syntax. Then the rule of
 * docs/security.md: the demo bank (its admin API rewrites every customer) has no published port and
 * sits on internal networks only; whatever is published is bound to the loopback interface.
 */
interface Service {
  image?: string;
  build?: unknown;
  command?: unknown;
  volumes?: unknown[];
  networks?: string[] | Record<string, unknown>;
  ports?: unknown[];
  expose?: unknown[];
  depends_on?: string[] | Record<string, unknown>;
  network_mode?: string;
}
interface Compose {
  services: Record<string, Service>;
  networks?: Record<string, { internal?: boolean } | null>;
}

// vitest runs from the repository's root.
const text = readFileSync('docker-compose.yml', 'utf8');
const compose = parse(text) as Compose;

/** Top-level and service keys of the Compose Specification (compose-spec.io, the subset a file here may use). */
const topLevelKeys = ['version', 'name', 'include', 'services', 'networks', 'volumes', 'configs', 'secrets'];
const serviceKeys = ['image', 'build', 'command', 'entrypoint', 'environment', 'env_file', 'volumes', 'networks', 'ports', 'expose', 'depends_on', 'restart', 'healthcheck', 'user', 'working_dir', 'read_only', 'network_mode'];
/** Files the build or a script makes: present once `npm run build` / `node scripts/ledger-extension.mjs` ran. */
const builtSources = [/^\.\/dist(\/|$)/, /^\.\/wiremock\/extension\/build\//];

const networksOf = (service: Service): string[] => (Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {}));

/** A published port's host interface: `ip:host:container` or the long syntax's `host_ip`; none is every interface. */
function hostInterface(port: unknown): string | null {
  if (typeof port === 'object' && port !== null) return (port as { host_ip?: string }).host_ip ?? null;
  const parts = String(port).split(':');
  return parts.length === 3 ? (parts[0] ?? null) : null;
}

/** Names of the published ports that every interface would reach. */
function publishedOnEveryInterface(services: Record<string, Service>): string[] {
  return Object.entries(services).flatMap(([name, service]) => (service.ports ?? []).filter((port) => hostInterface(port) !== '127.0.0.1').map((port) => `${name}: ${JSON.stringify(port)}`));
}

describe('docker-compose.yml, by the Compose Specification', () => {
  it('uses only keys Compose knows, at the top level and in each service', () => {
    expect(Object.keys(compose).filter((k) => !topLevelKeys.includes(k))).toEqual([]);
    for (const [name, service] of Object.entries(compose.services)) {
      expect(Object.keys(service).filter((k) => !serviceKeys.includes(k)), name).toEqual([]);
      expect(service.image ?? service.build, `${name} has an image`).toBeTruthy();
    }
  });

  it('names only networks and services it declares', () => {
    const declared = Object.keys(compose.networks ?? {});
    for (const [name, service] of Object.entries(compose.services)) {
      expect(networksOf(service).filter((n) => !declared.includes(n)), name).toEqual([]);
      const deps = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
      expect(deps.filter((d) => !(d in compose.services)), name).toEqual([]);
    }
  });

  it('mounts files of the repository, with a mode Compose knows', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const [source = '', target = '', mode = 'rw', ...rest] = String(volume).split(':');
        expect(rest, `${name}: ${String(volume)}`).toEqual([]);
        expect(target.startsWith('/'), `${name}: ${String(volume)} mounts at an absolute path`).toBe(true);
        expect(['ro', 'rw'], `${name}: ${String(volume)}`).toContain(mode);
        // A host path is absolute, or relative to the file; a relative one is the repository's own
        // (checked to exist), unless the build or a script makes it.
        expect(source.startsWith('/') || source.startsWith('./'), `${name}: ${source} is a host path`).toBe(true);
        const madeLater = !source.startsWith('./') || builtSources.some((built) => built.test(source));
        expect(madeLater || existsSync(source), `${name}: ${source} exists`).toBe(true);
      }
    }
  });
});

describe('docker-compose.yml keeps the demo bank off the host’s interfaces', () => {
  it('the demo bank publishes no port and is on internal networks only', () => {
    const bank = compose.services['demo-bank'];
    expect(bank).toBeDefined();
    expect(bank?.ports ?? []).toEqual([]);
    expect(bank?.network_mode).toBeUndefined();
    const networks = networksOf(bank ?? {});
    expect(networks.length).toBeGreaterThan(0);
    for (const network of networks) expect(compose.networks?.[network]?.internal, `network ${network}`).toBe(true);
  });

  it('every published port is bound to the loopback interface', () => {
    expect(publishedOnEveryInterface(compose.services)).toEqual([]);
  });

  it('the port rule reads the short and the long syntax', () => {
    expect(publishedOnEveryInterface({ a: { ports: ['8080:80', '127.0.0.1:8081:80', { target: 80, published: 8082 }, { target: 80, published: 8083, host_ip: '127.0.0.1' }, '0.0.0.0:8084:80'] } })).toEqual([
      'a: "8080:80"',
      'a: {"target":80,"published":8082}',
      'a: "0.0.0.0:8084:80"',
    ]);
  });
});
