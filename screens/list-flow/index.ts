import { defineScreen } from '../../engine';

/**
 * The list flow (spec §2.1 /items/new, /items/{id}): a seller lists an item step by step, or edits one; a draft
 * links here. One screen for both routes: `/items/new` is the id `new`.
 */
export const listFlow = defineScreen({
  id: 'list-flow',
  path: '/items/:id',
  specRoutes: ['/items/new', '/items/:id'],
  load: () => import('./ListFlowScreen'),
});
