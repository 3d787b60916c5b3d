import { InstallAppButton } from '@bar/ui/install/install-app-button';

/** 'Install app' with its 8 s hint, while the browser offers the install (spec §4). */
export function SiteInstallButton() {
  return <InstallAppButton />;
}
