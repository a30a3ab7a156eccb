// The fact components pages use as global MDX components (registered in src/theme/MDXComponents).
// Each table is declared once in definitions/ and drawn here; its Markdown twin comes from the same
// definition (src/plugins/markdownTwins/factTableMarkdown.ts).
import {clientErrorCodeTable} from './definitions/ClientErrorCodeTable';
import {cspDirectiveTable} from './definitions/CspDirectiveTable';
import {integrationTable} from './definitions/IntegrationTable';
import {jsApiTable} from './definitions/JsApiTable';
import {planComparisonTable} from './definitions/PlanComparisonTable';
import {planSetupTable} from './definitions/PlanSetupTable';
import {recaptchaErrorMappingTable} from './definitions/RecaptchaErrorMappingTable';
import {recaptchaMappingTable} from './definitions/RecaptchaMappingTable';
import {scriptParameterTable} from './definitions/ScriptParameterTable';
import {sdkOptionTable} from './definitions/SdkOptionTable';
import {sdkTable} from './definitions/SdkTable';
import {serverLanguageTable} from './definitions/ServerLanguageTable';
import {siteverifyStatusTable} from './definitions/SiteverifyStatusTable';
import {testKeyBehaviourTable} from './definitions/TestKeyBehaviourTable';
import {testKeyPairTable} from './definitions/TestKeyPairTable';
import {testKeyTable} from './definitions/TestKeyTable';
import {themeComponentTable} from './definitions/ThemeComponentTable';
import {themePaletteTable} from './definitions/ThemePaletteTable';
import {verifyErrorCodeTable} from './definitions/VerifyErrorCodeTable';
import {verifyRequestFieldTable} from './definitions/VerifyRequestFieldTable';
import {verifyResponseFieldTable} from './definitions/VerifyResponseFieldTable';
import {widgetAttributeTable} from './definitions/WidgetAttributeTable';
import {widgetModeTable} from './definitions/WidgetModeTable';
import {factTableComponent} from './factTableComponent';

export {default as CspHeader} from './CspHeader';
export {default as LanguageTable} from './LanguageTable';
export {default as SdkInstall} from './SdkInstall';

export const ClientErrorCodeTable = factTableComponent(clientErrorCodeTable);
export const CspDirectiveTable = factTableComponent(cspDirectiveTable);
export const IntegrationTable = factTableComponent(integrationTable);
export const JsApiTable = factTableComponent(jsApiTable);
export const PlanComparisonTable = factTableComponent(planComparisonTable);
export const PlanSetupTable = factTableComponent(planSetupTable);
export const RecaptchaErrorMappingTable = factTableComponent(recaptchaErrorMappingTable);
export const RecaptchaMappingTable = factTableComponent(recaptchaMappingTable);
export const ScriptParameterTable = factTableComponent(scriptParameterTable);
export const SdkOptionTable = factTableComponent(sdkOptionTable);
export const SdkTable = factTableComponent(sdkTable);
export const ServerLanguageTable = factTableComponent(serverLanguageTable);
export const SiteverifyStatusTable = factTableComponent(siteverifyStatusTable);
export const TestKeyBehaviourTable = factTableComponent(testKeyBehaviourTable);
export const TestKeyTable = factTableComponent(testKeyTable);
export const TestKeyPairTable = factTableComponent(testKeyPairTable);
export const ThemeComponentTable = factTableComponent(themeComponentTable);
export const ThemePaletteTable = factTableComponent(themePaletteTable);
export const VerifyErrorCodeTable = factTableComponent(verifyErrorCodeTable);
export const VerifyRequestFieldTable = factTableComponent(verifyRequestFieldTable);
export const VerifyResponseFieldTable = factTableComponent(verifyResponseFieldTable);
export const WidgetAttributeTable = factTableComponent(widgetAttributeTable);
export const WidgetModeTable = factTableComponent(widgetModeTable);
