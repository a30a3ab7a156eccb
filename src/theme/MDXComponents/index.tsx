import MDXComponents from '@theme-original/MDXComponents';
import SiteKey from '@site/src/components/SiteKey';
import SecretKey from '@site/src/components/SecretKey';
import KeysNotice from '@site/src/components/KeysNotice';
import DashboardLink from '@site/src/components/DashboardLink';

// Extends the registry so pages can use the key and dashboard components without importing them.
export default {
  ...MDXComponents,
  SiteKey,
  SecretKey,
  KeysNotice,
  DashboardLink,
};
