import codeTranslations from '@generated/codeTranslations';
import messages from '@generated/first-script-messages/themeEditor.json';

// The editor's and the widget preview's messages are not in every page's first script
// (src/plugins/firstScriptMessages): they join the locale's messages as the editor's chunk
// loads, before any of its parts is drawn. ThemeEditor/index.tsx imports this module first.
Object.assign(codeTranslations, messages);
