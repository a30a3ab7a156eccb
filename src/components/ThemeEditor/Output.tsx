import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import type {Theme} from '@site/src/widgetTheme/model';
import {dataThemeSnippet, renderScriptTag, renderSnippet} from '@site/src/widgetTheme/snippets';
import {useSession} from '@site/src/session/SessionProvider';
import {useLoginUrl} from '@site/src/session/useLoginUrl';
import Tabs from './Tabs';
import styles from './styles';

/**
 * The code that applies the theme. Snippets carry the site key placeholder:
 * the site's CodeBlock puts a logged-in visitor's own key in its place, in
 * what is shown and what its copy button copies.
 */
export default function Output({theme}: {theme: Theme}): ReactNode {
  const {loggedIn, sitekey} = useSession();
  const loginHref = useLoginUrl();
  return (
    <div className={styles.output}>
      <p className={styles.keyNote}>
        {loggedIn && sitekey ? (
          <Translate
            id="themeEditor.output.ownKey"
            description="Above the snippets, for a logged-in visitor with a site">
            The snippets use your own site key from the Bramble dashboard.
          </Translate>
        ) : (
          <Translate
            id="themeEditor.output.placeholderKey"
            description="Above the snippets, for an anonymous visitor; {login} is a link"
            values={{
              login: (
                <Link href={loginHref} target="_self">
                  <Translate id="themeEditor.output.login" description="Link text to log in">
                    Log in
                  </Translate>
                </Link>
              ),
            }}>
            {'The snippets use YOUR_SITE_KEY. {login} to see your own site key in them.'}
          </Translate>
        )}
      </p>
      <Tabs
        label={translate({
          id: 'themeEditor.output.tabsLabel',
          message: 'How you render the widget',
          description: 'Accessible name of the snippet tabs',
        })}
        tabs={[
          {
            id: 'render',
            label: translate({
              id: 'themeEditor.output.renderTab',
              message: 'With bramble.render()',
              description: 'Tab: the JavaScript render() snippet',
            }),
            panel: (
              <>
                <CodeBlock language="js" title="onBrambleLoad.js">
                  {renderSnippet(theme)}
                </CodeBlock>
                <CodeBlock language="html" title="index.html">
                  {renderScriptTag()}
                </CodeBlock>
              </>
            ),
          },
          {
            id: 'data-theme',
            label: translate({
              id: 'themeEditor.output.dataThemeTab',
              message: 'With data-theme',
              description: 'Tab: the HTML data-theme snippet',
            }),
            panel: (
              <CodeBlock language="html" title="index.html">
                {dataThemeSnippet(theme)}
              </CodeBlock>
            ),
          },
        ]}
      />
    </div>
  );
}
