// The feature check lives in ui/ (the item page's insights need it too; screens cannot import host).
export { hasFeature } from '../../../ui/site-configuration/features';
