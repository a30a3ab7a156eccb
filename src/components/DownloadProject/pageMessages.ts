import messages from '@generated/first-script-messages/downloadProject.json';
import {addFeatureMessages} from '@site/src/plugins/firstScriptMessages/addFeatureMessages';

// The button's messages are not in every page's first script (src/plugins/firstScriptMessages):
// they join the locale's messages as its chunk loads, before it is drawn. index.tsx imports this
// module first. That chunk is the MDX components' (the button is one of them), which every docs
// page loads; were pages to import the button themselves, as they do the fact tables, its
// messages would come with the five pages that show it only.
addFeatureMessages(messages);
