import { baseball } from './baseball';
import { bikes } from './bikes';
import { football } from './football';
import { footwear } from './footwear';
import { golf } from './golf';
import { hiking } from './hiking';
import { hockey } from './hockey';
import { lacrosse } from './lacrosse';
import { skiing } from './skiing';
import { snowboarding } from './snowboarding';
import { soccer } from './soccer';
import { softball } from './softball';
import { tennis } from './tennis';
import type { SportSeed } from './types';
import { womensLacrosse } from './womens-lacrosse';

/** The sports of spec §1, in the order the shop lists them. */
export const sports: SportSeed[] = [
  baseball,
  softball,
  golf,
  hockey,
  lacrosse,
  womensLacrosse,
  football,
  soccer,
  tennis,
  skiing,
  snowboarding,
  hiking,
  bikes,
  footwear,
];
