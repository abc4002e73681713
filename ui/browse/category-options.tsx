import type { Category } from '../../schemas/entities/category';

export interface CategoryGroup {
  label: string;
  options: { id: number; label: string }[];
}

/**
 * The category tree as a select's grouped options: one group per sport, each category named by its whole path
 * ('Golf › Clubs › Drivers': a closed select shows no group). The value guide offers every category, the sport itself
 * as 'All Golf'; the list flow only the leaves (`leavesOnly`), where an item can be listed.
 */
export function categoryGroups(tree: readonly Category[], { leavesOnly = false } = {}): CategoryGroup[] {
  return tree.map((sport) => {
    const options: CategoryGroup['options'] = [];
    const walk = (category: Category, trail: string[]) => {
      const path = [...trail, category.name];
      const leaf = !category.children?.length;
      if (!leavesOnly || leaf)
        options.push({
          id: category.id,
          label: trail.length || leavesOnly ? path.join(' › ') : `All ${category.name}`,
        });
      for (const child of category.children ?? []) walk(child, path);
    };
    walk(sport, []);
    return { label: sport.name, options };
  });
}

/** The `<optgroup>`s of {@link categoryGroups}, inside a `<select>`. */
export function CategoryOptions({ groups }: { groups: CategoryGroup[] }) {
  return groups.map((group) => (
    <optgroup key={group.label} label={group.label}>
      {group.options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </optgroup>
  ));
}
