export { ShareButton } from './share-button';
export type { ShareActions, ShareTarget } from './types';
