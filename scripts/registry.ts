// `npm run -s registry`: the registered blocks and screens as JSON (read by shared/tools/coverage).
import { blocks } from '../blocks';
import { screens } from '../screens';

const listing = {
  blocks: Object.values(blocks).map((plugin) => ({ layout: plugin.layout })),
  screens: screens.map((screen) => ({ id: screen.id, path: String(screen.path) })),
};
console.log(JSON.stringify(listing));
