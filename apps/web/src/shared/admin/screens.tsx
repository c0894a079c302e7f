import type { ScreenModuleLoader } from '@web/app/screen-module';
import type { AdminResourceLinks, AdminResourceModule } from './resource';

/**
 * The route module of a resource's list or form: the shared screen around the
 * resource's declaration, both loaded when the route is first opened.
 */
export function resourceListScreen(load: () => Promise<AdminResourceModule>, links: AdminResourceLinks): ScreenModuleLoader {
  return async () => {
    const [{ ResourceList }, { resource }] = await Promise.all([import('./resource-list'), load()]);
    return { Component: () => <ResourceList resource={resource} links={links} /> };
  };
}

export function resourceFormScreen(load: () => Promise<AdminResourceModule>, links: AdminResourceLinks): ScreenModuleLoader {
  return async () => {
    const [{ ResourceForm }, { resource }] = await Promise.all([import('./resource-form'), load()]);
    return { Component: () => <ResourceForm resource={resource} links={links} /> };
  };
}
