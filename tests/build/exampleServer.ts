import path from 'node:path';

export const exampleServerFile = path.resolve('deploy/nginx/example-server.conf');

export interface LocalPlaces {
  host: string;
  httpPort: number;
  httpsPort: number;
  root: string;
  siteConfig: string;
  siteHttpConfig: string;
  certificate: string;
  certificateKey: string;
}

/** The example with only its production addresses and paths swapped for local ones. */
export function localExampleServer(example: string, places: LocalPlaces): string {
  const swaps: [string, string][] = [
    ['listen 80;', `listen ${places.host}:${places.httpPort};`],
    ['listen 443 ssl http2;', `listen ${places.host}:${places.httpsPort} ssl http2;`],
    // One local address is enough, and the test machine may have no IPv6.
    ['listen [::]:80;', '# listen [::]:80; (not here)'],
    ['listen [::]:443 ssl http2;', '# listen [::]:443 ssl http2; (not here)'],
    ['/etc/ssl/docs.bramble.example.pem', places.certificate],
    ['/etc/ssl/private/docs.bramble.example.key', places.certificateKey],
    ['/var/www/bramble-docs;', `${places.root};`],
    ['/etc/nginx/bramble-docs-http.conf', places.siteHttpConfig],
    ['/etc/nginx/bramble-docs.conf', places.siteConfig],
  ];
  return swaps.reduce((text, [production, local]) => {
    if (!text.includes(production)) {
      throw new Error(`The example no longer holds "${production}": update localExampleServer`);
    }
    return text.split(production).join(local);
  }, example);
}
