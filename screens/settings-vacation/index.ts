import { defineScreen } from '../../engine';

/** /settings/vacation (spec §2.1, §4.3; issue 19 item 6): turn vacation mode on and off. */
export const settingsVacation = defineScreen({
  id: 'settings-vacation',
  path: '/settings/vacation',
  load: () => import('./VacationScreen'),
});
