import messages from '@generated/first-script-messages/factTables.json';
import {addFeatureMessages} from '@site/src/plugins/firstScriptMessages/addFeatureMessages';

// The language filter's labels are not in every page's first script
// (src/plugins/firstScriptMessages): they join the locale's messages as /languages loads its
// chunks, before the filter is drawn. LanguageTable.tsx imports this module first.
addFeatureMessages(messages);
