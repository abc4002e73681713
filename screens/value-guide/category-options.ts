import type { Category } from '../../schemas/entities/category';

export interface CategoryGroup {
  label: string;
  options: { id: number; label: string }[];
}

/**
 * The category tree as the form's grouped options: one group per sport, holding the sport itself
 * ('All Golf') and every category below it by its whole path ('Golf › Clubs › Drivers': a closed select shows no
 * group).
 */
export function categoryGroups(tree: readonly Category[]): CategoryGroup[] {
  return tree.map((sport) => {
    const options = [{ id: sport.id, label: `All ${sport.name}` }];
    const walk = (children: readonly Category[] | undefined, trail: string[]) => {
      for (const child of children ?? []) {
        const path = [...trail, child.name];
        options.push({ id: child.id, label: path.join(' › ') });
        walk(child.children, path);
      }
    };
    walk(sport.children, [sport.name]);
    return { label: sport.name, options };
  });
}
