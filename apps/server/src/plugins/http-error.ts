// HttpError lives in lib/http-error.ts (lib never imports plugins). This
// re-export stays only while modules/invitation, changed on another branch,
// still imports it from here; it goes when that branch moves its imports.
export { HttpError } from '../lib/http-error';
