/** An item's condition as a detail's values (spec §3 'details[]'; the list flow and the value guide: new 1, used 2). */
export const CONDITION_VALUES = [
  { id: 1, slug: 'new', name: 'New' },
  { id: 2, slug: 'used', name: 'Used' },
] as const;

export type ConditionValue = (typeof CONDITION_VALUES)[number];

/** The detail value of a stored condition ('new' | 'used'). */
export const conditionValue = (condition: ConditionValue['slug']): ConditionValue =>
  CONDITION_VALUES.find((value) => value.slug === condition)!;
