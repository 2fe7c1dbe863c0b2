import { AGENCIES } from './agencies';
import { AUTO } from './auto';
import { CLINICS } from './clinics';
import { CREATIVE } from './creative';
import { DATA } from './data';
import { DEVOPS } from './devops';
import { FAMILY } from './family';
import { FLEET } from './fleet';
import { FOOD } from './food';
import { GAMEDEV } from './gamedev';
import { HOME } from './home';
import { HOTELS } from './hotels';
import { LEARNING } from './learning';
import { LEGAL } from './legal';
import { LEISURE } from './leisure';
import { MONEY } from './money';
import { NONPROFIT } from './nonprofit';
import { OFFICE } from './office';
import { PROPERTY } from './property';
import { SAAS } from './saas';
import { SECURITY } from './security';
import { SHOPS } from './shops';
import { SPORTS } from './sports';
import { SUGGESTIONS } from './suggestions';
import { TRADES } from './trades';
import { TRAVEL } from './travel';
import { TWEETS } from './tweets';
import { WORK } from './work';
import type { TrainingExample } from './types';

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
  ...AUTO,
  ...FOOD,
  ...NONPROFIT,
  ...PROPERTY,
  ...SPORTS,
  ...TRAVEL,
];
