// Calls a docs sample's function once per line of stdin ({"token", "remoteip"}), printing each
// result after a marker, so the sample's own logging on stdout cannot be taken for a result.
import {createInterface} from 'node:readline';
import {pathToFileURL} from 'node:url';

// With `retrier`, the function takes siteverify's form body and returns the answer or throws:
// the driver builds the body from the case and reports whether the answer says success.
const [modulePath, entry, kind] = process.argv.slice(2);
const sample = await import(pathToFileURL(modulePath).href);
const call = sample[entry];
if (typeof call !== 'function') throw new Error(`the sample exports no function ${entry}`);

for await (const line of createInterface({input: process.stdin})) {
  const {token, remoteip} = JSON.parse(line);
  let outcome;
  try {
    if (kind === 'retrier') {
      const body = new URLSearchParams({
        secret: process.env.BRAMBLE_SECRET_KEY,
        response: token,
        sitekey: process.env.BRAMBLE_SITE_KEY,
      });
      if (remoteip) body.append('remoteip', remoteip);
      outcome = {result: (await call(body))?.success === true};
    } else {
      outcome = {result: await call(token, remoteip ?? undefined)};
    }
  } catch (error) {
    // A retrier throws when Bramble could not be reached: an unverified token, not a crash.
    outcome = kind === 'retrier' ? {result: false, thrown: String(error)} : {error: String(error)};
  }
  process.stdout.write(`@@result ${JSON.stringify(outcome)}\n`);
}
