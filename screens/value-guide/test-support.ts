import type { ValueGuideDetail } from '../../schemas/entities/value-guide';

/** The condition detail as GET /v1/value_guide/details answers it: required, New or Used. */
export const CONDITION: ValueGuideDetail = {
  slug: 'condition',
  name: 'Condition',
  value_guides_required: true,
  values: [
    { id: 1, slug: 'new', name: 'New' },
    { id: 2, slug: 'used', name: 'Used' },
  ],
};
