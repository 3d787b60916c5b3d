import type { VersionContracts } from '@bar/domain/api/versions';
import type { VersionArea } from '@bar/domain/versions/schema';
import { type Endpoint, endpoint } from '../endpoint';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/versions') : undefined;

export type VersionEndpoints<A extends VersionArea> = {
  [K in keyof VersionContracts<A>]: Endpoint<VersionContracts<A>[K]>;
};

const byArea = new Map<VersionArea, VersionEndpoints<VersionArea>>();

/** The version calls of one area: `list`, `get` and `restore` (`/api/admin/{area}/versions`). */
export function versionEndpoints<A extends VersionArea>(area: A): VersionEndpoints<A> {
  const known = byArea.get(area);
  if (known) return known as VersionEndpoints<A>;
  const of = contracts?.then((m) => m.versionContracts(area));
  const made: VersionEndpoints<A> = {
    list: endpoint<VersionContracts<A>['list']>(
      `GET /api/admin/${area}/versions`,
      of?.then((c) => c.list),
    ),
    get: endpoint<VersionContracts<A>['get']>(
      `GET /api/admin/${area}/versions/:id`,
      of?.then((c) => c.get),
    ),
    restore: endpoint<VersionContracts<A>['restore']>(
      `POST /api/admin/${area}/versions/:id/restore`,
      of?.then((c) => c.restore),
    ),
  };
  byArea.set(area, made);
  return made;
}
