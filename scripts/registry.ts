// `npm run -s registry`: the registered blocks and screens as JSON (read by shared/tools/coverage).
import { blocks } from '../blocks';
import { screens } from '../screens';

const listing = {
  blocks: Object.values(blocks).map((plugin) => ({ layout: plugin.layout })),
  screens: screens.flatMap((screen) => screen.specRoutes.map((path) => ({ id: screen.id, path }))),
};
console.log(JSON.stringify(listing));
