import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// One sidebar, 'docs'; custom-themes-live stays out of it so that it renders full width.
const sidebars: SidebarsConfig = {
  docs: [
    'index',
    {
      type: 'category',
      label: 'Integrate',
      collapsible: true,
      collapsed: false,
      items: [
        'configuration',
        'api',
        'invisible',
        'languages',
        {
          type: 'category',
          label: 'Integrations',
          link: {type: 'doc', id: 'integrations'},
          collapsible: true,
          collapsed: true,
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
        'mobile_app_sdks',
        'switch',
        'testing',
      ],
    },
    {
      type: 'category',
      label: 'Customise',
      collapsible: true,
      collapsed: false,
      items: ['custom_themes'],
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
      label: 'Reference',
      collapsible: true,
      collapsed: false,
      items: ['accessibility', 'privacy', 'browser-support', 'changelog'],
    },
    'troubleshooting',
    'faq',
  ],
};

export default sidebars;
