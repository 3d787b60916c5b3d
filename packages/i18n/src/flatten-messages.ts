// One implementation of the dictionary flattening lives in the domain package (rules are
// written once); this module keeps @bar/i18n's public name for it.
export { flattenMessages, type FlatMessages, type MessageTree } from '@bar/domain/i18n/flatten';
