// The storage interface and the folder storage live in integrations/storage/local.ts
// (lib never imports plugins). This re-export stays only while modules/invitation,
// changed on another branch, still imports it from here.
export * from '../integrations/storage/local';
