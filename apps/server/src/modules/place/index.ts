import type { MapsConfig } from '../../config';
import type { Database } from '../../db/client';
import { domainModule } from '../../lib/domain-module';
import { placeRoutes } from './routes';

/** Place search for the invitation forms' map. */
export const placeModule = domainModule<{ db: Database; maps: MapsConfig }>([['/api/place', placeRoutes]]);
