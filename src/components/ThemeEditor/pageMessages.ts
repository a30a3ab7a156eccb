import messages from '@generated/first-script-messages/themeEditor.json';
import {addFeatureMessages} from '@site/src/plugins/firstScriptMessages/addFeatureMessages';

// The editor's and the widget preview's messages are not in every page's first script
// (src/plugins/firstScriptMessages): they join the locale's messages as the editor's chunk
// loads, before any of its parts is drawn. ThemeEditor/index.tsx imports this module first.
addFeatureMessages(messages);
