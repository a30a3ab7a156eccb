// Range requests: nginx turns a file's answer into a 416 after the site's headers are set, and
// sends them through its header filters a second time; each must still be sent once.
import {rangeCases, rangeRequest, wholeAsset} from './rangeCases';
import {sendRaw, tcpTo} from './rawExchange';
import {useServedBuild} from './servedBuild';
import {repeatedHeaders, siteHeaderProblems} from './siteHeaders';

describe('a range request to the site config', () => {
  const {base} = useServedBuild();

  it.each(rangeCases)(
    '$name: $status, every header once',
    async ({path: urlPath, range, status}) => {
      const answer = await sendRaw(tcpTo(base()), rangeRequest(urlPath, range));
      expect(answer.status).toBe(status);
      expect(repeatedHeaders(answer.headers)).toEqual([]);
      expect(siteHeaderProblems(answer.headers, 'no-cache')).toEqual([]);
    },
  );

  it('keeps the whole hashed asset a year', async () => {
    const answer = await sendRaw(tcpTo(base()), rangeRequest(wholeAsset.path, ''));
    expect(answer.status).toBe(200);
    expect(siteHeaderProblems(answer.headers, wholeAsset.cache)).toEqual([]);
  });
});
