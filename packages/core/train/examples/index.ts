import { AGENCIES } from './agencies';
import { CLINICS } from './clinics';
import { CREATIVE } from './creative';
import { DATA } from './data';
import { DEVOPS } from './devops';
import { FAMILY } from './family';
import { FLEET } from './fleet';
import { GAMEDEV } from './gamedev';
import { HOME } from './home';
import { HOTELS } from './hotels';
import { LEARNING } from './learning';
import { LEGAL } from './legal';
import { LEISURE } from './leisure';
import { MONEY } from './money';
import { OFFICE } from './office';
import { SAAS } from './saas';
import { SECURITY } from './security';
import { SHOPS } from './shops';
import { SUGGESTIONS } from './suggestions';
import { TRADES } from './trades';
import { TWEETS } from './tweets';
import type { TrainingExample } from './types';
import { WORK } from './work';

export type { TrainingExample, TypeCode, UrgencyCode } from './types';

/** Every hand-written training example, grouped by domain (see each file's header). */
export const TRAINING_EXAMPLES: readonly TrainingExample[] = [
  ...HOME,
  ...FAMILY,
  ...SHOPS,
  ...TRADES,
  ...AGENCIES,
  ...SAAS,
  ...DEVOPS,
  ...DATA,
  ...WORK,
  ...MONEY,
  ...LEISURE,
  ...CREATIVE,
  ...LEARNING,
  ...OFFICE,
  ...CLINICS,
  ...FLEET,
  ...HOTELS,
  ...GAMEDEV,
  ...SECURITY,
  ...LEGAL,
  ...SUGGESTIONS,
  ...TWEETS,
];
