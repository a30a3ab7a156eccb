// A plain verifier for the planted page test's server (the page, not this, is under test).
export async function verify(token, remoteip) {
  if (!token) return false;
  const body = new URLSearchParams({
    secret: 'YOUR_SECRET_KEY',
    response: token,
    sitekey: 'YOUR_SITE_KEY',
  });
  if (remoteip) body.append('remoteip', remoteip);
  const res = await fetch('https://api.bramble.example/siteverify', {method: 'POST', body});
  return res.ok && (await res.json()).success === true;
}
