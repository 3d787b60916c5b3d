import { registerLocaleNamespace } from '@bar/i18n';
import { UI_NAMESPACE } from '@bar/ui/i18n/ui-i18n';
import { uiCore } from 'virtual:site-texts';

// The shared components' texts travel with each language's catalogue: the page loads its own
// language's, never the other two, and their groups with the pages that show them
// (site-texts-plugin.ts). Imported for its effect before any catalogue loads.
registerLocaleNamespace(UI_NAMESPACE, uiCore);
