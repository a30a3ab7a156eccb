import type {BlockContent, PhrasingContent} from 'mdast';
import {clientErrorCodes} from '../../data/clientErrorCodes';
import {contentSecurityPolicy, cspDirectives} from '../../data/contentSecurityPolicy';
import {integrations} from '../../data/integrations';
import {jsApiMethods} from '../../data/jsApiMethods';
import {languages} from '../../data/languages';
import {planFeatures, planIncludes, planNames, planPages, type PlanId} from '../../data/plans';
import {recaptchaErrorEquivalents, recaptchaEquivalents} from '../../data/recaptchaMapping';
import {scriptParameters} from '../../data/scriptParameters';
import {sdkOptions, sdks} from '../../data/sdks';
import {serverLanguages} from '../../data/serverLanguages';
import {testKeyRows} from '../../data/testKeys';
import {localize} from '../../data/text';
import {paletteKeys, themeComponents} from '../../data/themeKeys';
import {verifyErrorCodes} from '../../data/verifyErrorCodes';
import {verifyRequestFields, verifyResponseFields} from '../../data/verifyFields';
import {widgetAttributes} from '../../data/widgetAttributes';
import {widgetModes} from '../../data/widgetModes';
import {
  code,
  codeBlock,
  inlineText,
  joined,
  link,
  message,
  table,
  text,
  type TwinLocale,
} from './markdownNodes';

/** The props a page gives a component, as plain values (strings, numbers, arrays). */
export type ComponentProps = Readonly<Record<string, unknown>>;

/** Turns one fact component of a page into Markdown blocks, from the same data it renders. */
export type FactConverter = (props: ComponentProps, page: TwinLocale) => BlockContent[];

/** A header or cell that is one UI string. */
const m = (page: TwinLocale, id: string): PhrasingContent[] => message(page, id);

/** `a, b` as a list of code spans (the reCAPTCHA mapping writes names comma-separated). */
const codeList = (names: readonly string[]): PhrasingContent[] =>
  joined(names.map((name) => [code(name)]));

/** A note set apart after the cell's main text, as the table's note span does. */
const withNote = (
  main: PhrasingContent[],
  note: PhrasingContent[] | undefined,
): PhrasingContent[] => (note ? [...main, text(' — '), ...note] : main);

/** Marks an Enterprise-only row before its description. */
const enterpriseOnly = (
  page: TwinLocale,
  yes: boolean | undefined,
  rest: PhrasingContent[],
): PhrasingContent[] => (yes ? [...m(page, 'factTable.enterpriseOnly'), text(' '), ...rest] : rest);

function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && value in planNames;
}

/**
 * One converter per fact component of `src/components/FactTables`, with the
 * same columns, headers (the same translation ids) and cells, from the same
 * data. When a table gains a column, its converter here gains it too; the
 * test beside this file fails for a registered component without a converter.
 */
export const factConverters: Readonly<Record<string, FactConverter>> = {
  ClientErrorCodeTable: (_props, page) => [
    table(
      [
        m(page, 'factTable.column.code'),
        m(page, 'factTable.column.cause'),
        m(page, 'factTable.column.fix'),
      ],
      clientErrorCodes.map((row) => [
        [code(row.code)],
        inlineText(row.cause, page),
        inlineText(row.fix, page),
      ]),
    ),
  ],

  CspDirectiveTable: (_props, page) => [
    table(
      [
        m(page, 'factTable.csp.directive'),
        m(page, 'factTable.csp.source'),
        m(page, 'factTable.csp.why'),
      ],
      cspDirectives.map((row) => [
        [code(row.directive)],
        [code(row.source)],
        inlineText(row.why, page),
      ]),
    ),
  ],

  CspHeader: () => [codeBlock('http', `Content-Security-Policy: ${contentSecurityPolicy()}`)],

  IntegrationTable: (_props, page) => [
    table(
      [
        m(page, 'factTable.integrations.recipe'),
        m(page, 'factTable.integrations.requires'),
        m(page, 'factTable.integrations.verifiesIn'),
      ],
      integrations.map((row) => [
        [link(page.absoluteUrl(`#${row.id}`), [text(row.name)])],
        [text(row.requires.join(', '))],
        inlineText(row.verifiesIn, page),
      ]),
    ),
  ],

  JsApiTable: (_props, page) => [
    table(
      [
        m(page, 'factTable.jsApi.method'),
        m(page, 'factTable.jsApi.returns'),
        m(page, 'factTable.column.description'),
      ],
      jsApiMethods.map((row) => [
        [code(`bramble.${row.signature}`)],
        [code(row.returns)],
        enterpriseOnly(page, row.enterpriseOnly, inlineText(row.description, page)),
      ]),
    ),
  ],

  // The page's filter is for reading on screen; the Markdown lists every language.
  LanguageTable: (_props, page) => [
    table(
      [
        m(page, 'factTable.column.code'),
        m(page, 'factTable.languages.name'),
        m(page, 'factTable.languages.native'),
      ],
      languages.map((row) => [
        [code(row.code)],
        [text(localize(row.name, page.locale))],
        [text(row.native)],
      ]),
    ),
  ],

  PlanComparisonTable: (props, page) => {
    const plans: readonly PlanId[] =
      Array.isArray(props.plans) && props.plans.every(isPlanId)
        ? props.plans
        : ['free', 'pro', 'enterprise'];
    const rows = planFeatures.filter((feature) =>
      plans.some((plan) => planIncludes(plan, feature)),
    );
    return [
      table(
        [m(page, 'factTable.column.feature'), ...plans.map((plan) => [text(planNames[plan])])],
        rows.map((row) => [
          row.docs
            ? [link(page.absoluteUrl(row.docs), inlineText(row.name, page))]
            : inlineText(row.name, page),
          ...plans.map((plan) =>
            m(
              page,
              planIncludes(plan, row) ? 'factTable.plans.included' : 'factTable.plans.notIncluded',
            ),
          ),
        ]),
      ),
    ];
  },

  PlanSetupTable: (props, page) => {
    if (!isPlanId(props.plan))
      throw new Error(`PlanSetupTable: unknown plan ${String(props.plan)}`);
    return [
      table(
        [m(page, 'factTable.column.feature'), m(page, 'factTable.plans.enable')],
        planFeatures
          .filter((feature) => feature.from === props.plan)
          .map((row) => [inlineText(row.name, page), inlineText(row.enable, page)]),
      ),
    ];
  },

  RecaptchaErrorMappingTable: (_props, page) => [
    table(
      [
        m(page, 'factTable.recaptchaErrors.recaptcha'),
        m(page, 'factTable.recaptchaErrors.bramble'),
      ],
      recaptchaErrorEquivalents.map((row) => [
        [code(row.recaptcha)],
        withNote(
          joined(
            row.bramble.map((name) => [
              link(page.absoluteUrl(`/api#verify-error-${name}`), [code(name)]),
            ]),
          ),
          row.note && inlineText(row.note, page),
        ),
      ]),
    ),
  ],

  RecaptchaMappingTable: (_props, page) => [
    table(
      [m(page, 'factTable.recaptcha.item'), [text('reCAPTCHA')], [text('Bramble')]],
      recaptchaEquivalents.map((row) => [
        inlineText(row.item, page),
        codeList(row.recaptcha.split(', ')),
        withNote(codeList(row.bramble.split(', ')), row.note && inlineText(row.note, page)),
      ]),
    ),
  ],

  ScriptParameterTable: (_props, page) => [
    table(
      [
        m(page, 'factTable.scriptParameters.parameter'),
        m(page, 'factTable.scriptParameters.values'),
        m(page, 'factTable.column.description'),
      ],
      scriptParameters.map((row) => [
        [code(row.name)],
        inlineText(row.values, page),
        inlineText(row.description, page),
      ]),
    ),
  ],

  SdkInstall: (props) => {
    const sdk = sdks.find((candidate) => candidate.id === props.sdk);
    if (sdk === undefined) throw new Error(`SdkInstall: unknown SDK ${String(props.sdk)}`);
    return [codeBlock(sdk.install.language, sdk.install.code)];
  },

  SdkOptionTable: (_props, page) => [
    table(
      [
        m(page, 'factTable.sdkOptions.option'),
        m(page, 'factTable.verifyRequest.presence'),
        m(page, 'factTable.column.description'),
      ],
      sdkOptions.map((row) => [
        [code(row.name)],
        m(
          page,
          row.required ? 'factTable.verifyRequest.required' : 'factTable.sdkOptions.optional',
        ),
        inlineText(row.description, page),
      ]),
    ),
  ],

  SdkTable: (_props, page) => [
    table(
      [
        m(page, 'factTable.sdks.platform'),
        m(page, 'factTable.sdks.package'),
        m(page, 'factTable.sdks.version'),
        m(page, 'factTable.sdks.minimum'),
      ],
      sdks.map((row) => [
        [text(localize(row.platform, page.locale))],
        [code(row.packageName), text(` (${row.registry})`)],
        [code(row.version)],
        [text(localize(row.minimumPlatform, page.locale))],
      ]),
    ),
  ],

  ServerLanguageTable: (_props, page) => [
    table(
      [
        m(page, 'factTable.serverLanguages.language'),
        m(page, 'factTable.serverLanguages.minimum'),
        m(page, 'factTable.serverLanguages.client'),
        m(page, 'factTable.serverLanguages.install'),
      ],
      serverLanguages.map((row) => [
        [link(page.absoluteUrl(`#${row.notes}`), [text(row.label)])],
        [text(row.minimum)],
        inlineText(row.client, page),
        row.install ? [code(row.install)] : m(page, 'factTable.serverLanguages.nothing'),
      ]),
    ),
  ],

  TestKeyTable: (_props, page) => [
    table(
      [
        m(page, 'factTable.testKeys.key'),
        m(page, 'factTable.testKeys.value'),
        m(page, 'factTable.testKeys.use'),
      ],
      testKeyRows.map((row) => [
        inlineText(row.label, page),
        [code(row.value)],
        inlineText(row.note, page),
      ]),
    ),
  ],

  ThemeComponentTable: (_props, page) => [
    table(
      [
        m(page, 'factTable.theme.component'),
        m(page, 'factTable.column.description'),
        m(page, 'factTable.theme.states'),
      ],
      themeComponents.map((row) => [
        [code(row.name)],
        inlineText(row.description, page),
        codeList(row.states),
      ]),
    ),
  ],

  ThemePaletteTable: (_props, page) => [
    table(
      [m(page, 'factTable.theme.key'), m(page, 'factTable.column.description')],
      paletteKeys.map((row) => [[code(row.path)], inlineText(row.description, page)]),
    ),
  ],

  VerifyErrorCodeTable: (_props, page) => [
    table(
      [
        m(page, 'factTable.column.code'),
        m(page, 'factTable.column.cause'),
        m(page, 'factTable.column.fix'),
        m(page, 'factTable.verifyErrors.source'),
      ],
      verifyErrorCodes.map((row) => [
        [code(row.code)],
        inlineText(row.cause, page),
        inlineText(row.fix, page),
        m(page, `factTable.verifyErrors.source.${row.source}`),
      ]),
    ),
  ],

  VerifyRequestFieldTable: (_props, page) => [
    table(
      [
        m(page, 'factTable.column.field'),
        m(page, 'factTable.verifyRequest.presence'),
        m(page, 'factTable.column.description'),
      ],
      verifyRequestFields.map((row) => [
        [code(row.name)],
        m(
          page,
          row.presence === 'required'
            ? 'factTable.verifyRequest.required'
            : 'factTable.verifyRequest.recommended',
        ),
        inlineText(row.description, page),
      ]),
    ),
  ],

  VerifyResponseFieldTable: (_props, page) => [
    table(
      [
        m(page, 'factTable.column.field'),
        m(page, 'factTable.column.type'),
        m(page, 'factTable.column.description'),
      ],
      verifyResponseFields.map((row) => [
        [code(row.name)],
        inlineText(row.type, page),
        enterpriseOnly(page, row.enterpriseOnly, inlineText(row.description, page)),
      ]),
    ),
  ],

  WidgetAttributeTable: (_props, page) => [
    table(
      [
        m(page, 'factTable.attributes.attribute'),
        message(page, 'factTable.attributes.option', {render: [code('render()')]}),
        m(page, 'factTable.attributes.default'),
        m(page, 'factTable.column.description'),
      ],
      widgetAttributes.map((row) => [
        [code(row.attribute)],
        [code(row.option), text(' '), code(row.optionType)],
        row.defaultValue !== null
          ? [code(row.defaultValue)]
          : m(page, row.required ? 'factTable.attributes.required' : 'factTable.attributes.none'),
        inlineText(row.description, page),
      ]),
    ),
  ],

  WidgetModeTable: (_props, page) => [
    table(
      [
        m(page, 'factTable.modes.mode'),
        m(page, 'factTable.column.plan'),
        m(page, 'factTable.modes.behaviour'),
      ],
      widgetModes.map((row) => {
        const planPage = planPages[row.from];
        return [
          inlineText(row.name, page),
          planPage === null
            ? m(page, 'factTable.modes.everyPlan')
            : [link(page.absoluteUrl(planPage), [text(planNames[row.from])])],
          inlineText(row.behaviour, page),
        ];
      }),
    ),
  ],
};
