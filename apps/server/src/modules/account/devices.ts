import Bowser from 'bowser';
import type { DeviceType } from '@ongi/shared';

export interface DeviceSummary {
  browser: string | null;
  os: string | null;
  deviceType: DeviceType;
}

/** What a person recognises of a User-Agent: 'Chrome 131', 'Android 14', mobile. */
export function describeDevice(userAgent: string | null): DeviceSummary {
  if (!userAgent) return { browser: null, os: null, deviceType: 'desktop' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : null;
  const os = parsed.os.name ? [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ') : null;
  const platform = parsed.platform.type;
  const deviceType: DeviceType = platform === 'mobile' ? 'mobile' : platform === 'tablet' ? 'tablet' : 'desktop';
  return { browser, os, deviceType };
}
