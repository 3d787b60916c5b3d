export * from './api-client';
export * from './react-query';
export * from './get-client-config';
export * from './get-role';
export * from './check-admin-access';
export * from './get-bss-effective';
export * from './get-i18n-dictionary';
