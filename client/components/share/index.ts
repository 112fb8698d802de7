export { ShareButton } from './share-button';
export type { ShareActions, ShareTarget } from './types';
export { CopyField } from './copy-field';
