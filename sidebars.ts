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
        'integrations',
        'mobile_app_sdks',
        'switch',
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
    'faq',
  ],
};

export default sidebars;
