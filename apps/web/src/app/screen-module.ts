import type { ComponentType } from 'react';

/** A route module: app/routes/*.tsx export the screen as `Component` (React Router's lazy convention). */
export interface ScreenModule {
  Component: ComponentType;
}

export type ScreenModuleLoader = () => Promise<ScreenModule>;
