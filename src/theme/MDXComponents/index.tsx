import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import SiteKey from '@site/src/components/SiteKey';
import SecretKey from '@site/src/components/SecretKey';
import KeysNotice from '@site/src/components/KeysNotice';
import DashboardLink from '@site/src/components/DashboardLink';
import DownloadProject from '@site/src/components/DownloadProject';
import TestKey from '@site/src/components/TestKey';
import {
  ClientErrorCodeTable,
  CspDirectiveTable,
  CspHeader,
  IntegrationTable,
  JsApiTable,
  LanguageTable,
  PlanComparisonTable,
  PlanSetupTable,
  RecaptchaErrorMappingTable,
  RecaptchaMappingTable,
  ScriptParameterTable,
  ServerLanguageTable,
  SiteverifyStatusTable,
  SdkInstall,
  SdkOptionTable,
  SdkTable,
  TestKeyBehaviourTable,
  TestKeyPairTable,
  TestKeyTable,
  ThemeComponentTable,
  ThemePaletteTable,
  VerifyErrorCodeTable,
  VerifyRequestFieldTable,
  VerifyResponseFieldTable,
  WidgetAttributeTable,
  WidgetModeTable,
} from '@site/src/components/FactTables';

// Extends the registry so pages use the key, test key, dashboard, tab and fact components without imports,
// and the translation check compares every use of them between a page and its twin.
export default {
  ...MDXComponents,
  SiteKey,
  SecretKey,
  KeysNotice,
  DashboardLink,
  DownloadProject,
  TestKey,
  Tabs,
  TabItem,
  ClientErrorCodeTable,
  CspDirectiveTable,
  CspHeader,
  IntegrationTable,
  JsApiTable,
  LanguageTable,
  PlanComparisonTable,
  PlanSetupTable,
  RecaptchaErrorMappingTable,
  RecaptchaMappingTable,
  ScriptParameterTable,
  ServerLanguageTable,
  SiteverifyStatusTable,
  SdkInstall,
  SdkOptionTable,
  SdkTable,
  TestKeyBehaviourTable,
  TestKeyPairTable,
  TestKeyTable,
  ThemeComponentTable,
  ThemePaletteTable,
  VerifyErrorCodeTable,
  VerifyRequestFieldTable,
  VerifyResponseFieldTable,
  WidgetAttributeTable,
  WidgetModeTable,
};
