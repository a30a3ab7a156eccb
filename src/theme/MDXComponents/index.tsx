import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import SiteKey from '@site/src/components/SiteKey';
import SecretKey from '@site/src/components/SecretKey';
import KeysNotice from '@site/src/components/KeysNotice';
import DashboardLink from '@site/src/components/DashboardLink';
import DownloadProject from '@site/src/components/DownloadProject';
import TestKey from '@site/src/components/TestKey';
import Fact from '@site/src/components/Fact';
import ChangelogFeedLink from '@site/src/components/ChangelogFeedLink';

// Extends the registry so pages use the key, test key, fact, dashboard and tab components without imports,
// and the translation check compares every use of them between a page and its twin. The fact
// components are not here: each page imports the ones it uses (src/plugins/factComponentImports).
export default {
  ...MDXComponents,
  SiteKey,
  SecretKey,
  KeysNotice,
  DashboardLink,
  DownloadProject,
  TestKey,
  Fact,
  ChangelogFeedLink,
  Tabs,
  TabItem,
};
