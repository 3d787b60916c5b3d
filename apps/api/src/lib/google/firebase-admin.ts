import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { HttpsProxyAgent } from 'https-proxy-agent';
import type { Config } from '../../config.js';

/**
 * One firebase-admin app per process, shared by the Firestore, Storage and Auth adapters.
 * In production it uses Application Default Credentials (https://firebase.google.com/docs/admin/setup#initialize-sdk);
 * locally the emulators need only a project id.
 */
export function getFirebaseApp(
  config: Pick<Config, 'GCLOUD_PROJECT' | 'STORAGE_BUCKET'> &
    Partial<Pick<Config, 'FIREBASE_HTTPS_PROXY'>>,
): App {
  const proxy = config.FIREBASE_HTTPS_PROXY;
  const name = `bar-${config.GCLOUD_PROJECT}${proxy ? `-via-${proxy}` : ''}`;
  const existing = getApps().find((app) => app.name === name);
  if (existing) return existing;
  return initializeApp(
    {
      projectId: config.GCLOUD_PROJECT,
      ...(config.STORAGE_BUCKET ? { storageBucket: config.STORAGE_BUCKET } : {}),
      // REST calls (the token keys) through the egress proxy; Firestore's gRPC is not affected.
      ...(proxy ? { httpAgent: new HttpsProxyAgent(proxy) } : {}),
    },
    name,
  );
}
