import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// One sidebar, 'docs', in the order of the work (issue 37): start, integrate, verify, test, go
// live, fix; then the references and policies a reader looks up. Moving a page here never
// moves its URL (each page's slug is its own). custom-themes-live stays out so that it renders
// full width; the Reference category links to it.
const sidebars: SidebarsConfig = {
  docs: [
    'index',
    {
      type: 'category',
      label: 'Integrations',
      link: {type: 'doc', id: 'integrations'},
      collapsible: true,
      collapsed: false,
      // Plain HTML and PHP first: the form and the script every framework recipe builds on.
      items: [
        'integrations/html-php',
        'integrations/react',
        'integrations/vue',
        'integrations/angular',
        'integrations/nextjs',
        'integrations/wordpress',
        'integrations/express',
        'integrations/django',
        'integrations/flask',
        'integrations/laravel',
        'integrations/rails',
      ],
    },
    'api',
    'testing',
    'go-live',
    'troubleshooting',
    {
      type: 'category',
      label: 'Reference',
      collapsible: true,
      collapsed: false,
      items: [
        'configuration',
        'invisible',
        'languages',
        'mobile_app_sdks',
        'custom_themes',
        {
          type: 'link',
          label: 'Live theme editor',
          href: '/custom-themes-live',
        },
        'keys',
        // The name-by-name mappings from reCAPTCHA, hCaptcha and Turnstile: looked up while porting.
        'switch',
        'glossary',
        // The docs inside a reader's AI assistant: tooling, not a step of the work (issue 39).
        'ai-assistants',
      ],
    },
    {
      type: 'category',
      label: 'Plans',
      collapsible: true,
      collapsed: false,
      items: ['pro', 'ent_overview'],
    },
    {
      type: 'category',
      label: 'Policies',
      collapsible: true,
      collapsed: false,
      items: ['accessibility', 'privacy', 'visitors', 'browser-support', 'changelog'],
    },
    'faq',
  ],
};

export default sidebars;
