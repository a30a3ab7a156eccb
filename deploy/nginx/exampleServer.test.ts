import fs from 'node:fs';
import {
  exampleServerFile,
  localExampleServer,
  type LocalPlaces,
} from '../../tests/build/exampleServer';

const example = fs.readFileSync(exampleServerFile, 'utf8');
const places: LocalPlaces = {
  host: '127.0.0.1',
  httpPort: 8080,
  httpsPort: 8443,
  root: '/tmp/t/build',
  siteConfig: '/tmp/t/out/bramble-docs.conf',
  siteHttpConfig: '/tmp/t/out/bramble-docs-http.conf',
  certificate: '/tmp/t/cert.pem',
  certificateKey: '/tmp/t/key.pem',
};

/** The config's directives: its lines without comments. */
const directives = (config: string): string =>
  config
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .join('\n');

describe('localExampleServer', () => {
  const local = localExampleServer(example, places);

  it('moves the example to local addresses and paths', () => {
    expect(directives(local)).not.toMatch(/\/etc\/|\/var\/www|listen (80|443|\[::\])/);
    expect(local).toContain('listen 127.0.0.1:8080;');
    expect(local).toContain('listen 127.0.0.1:8443 ssl http2;');
    expect(local).toContain('root /tmp/t/build;');
    expect(local).toContain('include /tmp/t/out/bramble-docs-http.conf;');
    expect(local.split('include /tmp/t/out/bramble-docs.conf;')).toHaveLength(3);
  });

  it('changes nothing else', () => {
    const unswapped = (config: string): string[] =>
      directives(config)
        .split('\n')
        .filter(
          (line) => !/^(listen|ssl_certificate|ssl_certificate_key|root|include) /.test(line),
        );
    expect(unswapped(local)).toEqual(unswapped(example));
  });

  it('refuses an example that no longer says what it swaps', () => {
    expect(() => localExampleServer(example.replace('listen 80;', 'listen 81;'), places)).toThrow(
      'listen 80;',
    );
  });
});

describe('deploy/README.md', () => {
  it('shows the example server config exactly as the file holds it', () => {
    const readme = fs.readFileSync('deploy/README.md', 'utf8');
    expect(readme).toContain(`\`\`\`nginx\n${example}\`\`\`\n`);
  });
});
