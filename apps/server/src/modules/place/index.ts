import type { MapsConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { domainModule } from '@server/lib/domain-module';
import { placeRoutes } from './routes';

/** Place search for the invitation forms' map. */
export const placeModule = domainModule<{ db: Database; maps: MapsConfig }>([['/api/place', placeRoutes]]);
