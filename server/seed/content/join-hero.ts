import type { BlockOf } from '../../../schemas/blocks';
import type { Ids } from './ids';

/** The join prompt closing the home page: JOIN buttons for guests, 'List your gear' (How to Sell) once signed in. */
export function joinHero(ids: Ids): BlockOf<'hero'> {
  return {
    id: ids.block(),
    layout: 'hero',
    title: 'Join the team',
    description: 'Create a free account to favorite gear, follow sellers and hear first when prices drop.',
    cta: 'List your gear',
    destination: '/sell-now',
    text_color: '#ffffff',
    background_color: '#0b2a1d',
    tiles: [
      {
        id: ids.tile(),
        name: 'join-the-team',
        image_type: 'join_prompt',
        background_image_url: '/media/tiles/join-the-team.svg',
        versions: [
          { platform: 'web', image_type: 'join_prompt', halignment: 'left', text_color: '#ffffff' },
          { platform: 'mobile', image_type: 'join_prompt', halignment: 'center', text_color: '#ffffff' },
        ],
      },
    ],
  };
}
