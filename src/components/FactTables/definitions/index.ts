import type {FactTableDefinition} from './defineFactTable';
import {browserSupportTable} from './BrowserSupportTable';
import {changelogTable} from './ChangelogTable';
import {clientErrorCodeTable} from './ClientErrorCodeTable';
import {cookieTable} from './CookieTable';
import {cspDirectiveTable} from './CspDirectiveTable';
import {glossaryTable} from './GlossaryTable';
import {integrationTable} from './IntegrationTable';
import {jsApiTable} from './JsApiTable';
import {keyboardTable} from './KeyboardTable';
import {keyKindTable} from './KeyKindTable';
import {keyMistakeTable} from './KeyMistakeTable';
import {languageTable} from './LanguageTable';
import {migrationErrorMappingTable} from './MigrationErrorMappingTable';
import {migrationMappingTable} from './MigrationMappingTable';
import {planComparisonTable} from './PlanComparisonTable';
import {planSetupTable} from './PlanSetupTable';
import {processedDataTable} from './ProcessedDataTable';
import {recaptchaErrorMappingTable} from './RecaptchaErrorMappingTable';
import {recaptchaMappingTable} from './RecaptchaMappingTable';
import {riskDecisionTable} from './RiskDecisionTable';
import {screenReaderTable} from './ScreenReaderTable';
import {scriptParameterTable} from './ScriptParameterTable';
import {sdkOptionTable} from './SdkOptionTable';
import {sdkTable} from './SdkTable';
import {serverLanguageTable} from './ServerLanguageTable';
import {siteverifyStatusTable} from './SiteverifyStatusTable';
import {testKeyBehaviourTable} from './TestKeyBehaviourTable';
import {testKeyPairTable} from './TestKeyPairTable';
import {testKeyTable} from './TestKeyTable';
import {themeComponentTable} from './ThemeComponentTable';
import {themePaletteTable} from './ThemePaletteTable';
import {verifyErrorCodeTable} from './VerifyErrorCodeTable';
import {verifyRequestFieldTable} from './VerifyRequestFieldTable';
import {verifyResponseFieldTable} from './VerifyResponseFieldTable';
import {widgetAttributeTable} from './WidgetAttributeTable';
import {widgetModeTable} from './WidgetModeTable';

/** Every fact table, by the MDX tag pages write: the React components and the Markdown twins both come from here. */
export const factTables: ReadonlyMap<string, FactTableDefinition> = new Map(
  [
    browserSupportTable,
    changelogTable,
    clientErrorCodeTable,
    cookieTable,
    cspDirectiveTable,
    glossaryTable,
    integrationTable,
    jsApiTable,
    keyboardTable,
    keyKindTable,
    keyMistakeTable,
    languageTable,
    migrationErrorMappingTable,
    migrationMappingTable,
    planComparisonTable,
    planSetupTable,
    processedDataTable,
    recaptchaErrorMappingTable,
    recaptchaMappingTable,
    riskDecisionTable,
    screenReaderTable,
    scriptParameterTable,
    sdkOptionTable,
    sdkTable,
    serverLanguageTable,
    siteverifyStatusTable,
    testKeyBehaviourTable,
    testKeyPairTable,
    testKeyTable,
    themeComponentTable,
    themePaletteTable,
    verifyErrorCodeTable,
    verifyRequestFieldTable,
    verifyResponseFieldTable,
    widgetAttributeTable,
    widgetModeTable,
  ].map((table) => [table.name, table]),
);
