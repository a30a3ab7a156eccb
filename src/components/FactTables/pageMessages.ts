import messages from '@generated/first-script-messages/factTables.json';
import {addFeatureMessages} from '@site/src/plugins/firstScriptMessages/addFeatureMessages';

// The tables' headers and labels are not in every page's first script
// (src/plugins/firstScriptMessages): they join the locale's messages as a page with a table loads
// its chunks, before any table is drawn. renderCell.tsx and LanguageTable.tsx, which translate
// them, import this module first.
addFeatureMessages(messages);
