import { defineScreen } from '../../engine';

/** /invite ('Invite Friends', spec §2.1; issue 19 item 8): the user's referral link and the friends who joined. */
export const invite = defineScreen({
  id: 'invite',
  path: '/invite',
  load: () => import('./InviteScreen'),
});
