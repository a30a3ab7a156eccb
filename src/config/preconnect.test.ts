import {describe, expect, it} from 'vitest';
import {sessionPreconnectTags} from './preconnect';

describe('sessionPreconnectTags', () => {
  it('preconnects, with credentials, to a dashboard on another origin', () => {
    expect(
      sessionPreconnectTags({
        siteUrl: 'https://docs.bramble.example',
        authHost: 'https://dashboard.bramble.example',
      }),
    ).toEqual([
      {
        tagName: 'link',
        attributes: {
          rel: 'preconnect',
          href: 'https://dashboard.bramble.example',
          crossorigin: 'use-credentials',
        },
      },
    ]);
  });

  it('adds nothing when the calls go to the docs origin itself', () => {
    expect(sessionPreconnectTags({siteUrl: 'https://docs.bramble.example', authHost: ''})).toEqual(
      [],
    );
    expect(
      sessionPreconnectTags({
        siteUrl: 'https://docs.bramble.example',
        authHost: 'https://docs.bramble.example',
      }),
    ).toEqual([]);
  });
});
