import { registerLocaleNamespace } from '@bar/i18n';
import { loadUiCatalogue, UI_NAMESPACE } from '@bar/ui/i18n/ui-i18n';

// The shared components' texts travel with each language's catalogue: the page loads its own
// language's, never the other two. Imported for its effect before any catalogue loads.
registerLocaleNamespace(UI_NAMESPACE, loadUiCatalogue);
