/**
 * Device detection (spec §1): phones and tablets by user agent; where the agent does not say which
 * (Android without "Mobile", iPadOS posing as a Mac), a smaller screen side under 600 px is a phone.
 * Layout never depends on this (CSS media queries at 768 px do), so SSR and hydration match.
 */
export const PHONE_MAX_SHORT_SIDE = 600;

export interface Device {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
}

export interface ScreenSize {
  width: number;
  height: number;
  /** navigator.maxTouchPoints: tells an iPad (desktop-class Safari agent) from a Mac */
  touchPoints?: number;
}

const PHONE_AGENT =
  /iPhone|iPod|Android.+Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS|Mobile Safari/i;
const TABLET_AGENT = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b|SM-T\d|Tab\b/i;
const TOUCH_AMBIGUOUS = /Android|Macintosh/i;

export function detectDevice(userAgent: string, screen?: ScreenSize): Device {
  const shortSide = screen ? Math.min(screen.width, screen.height) : undefined;
  let isMobile = false;
  let isTablet = false;
  if (TABLET_AGENT.test(userAgent)) {
    isTablet = true;
  } else if (PHONE_AGENT.test(userAgent)) {
    isMobile = true;
  } else if (TOUCH_AMBIGUOUS.test(userAgent) && shortSide !== undefined) {
    const touch = /Android/i.test(userAgent) || (screen?.touchPoints ?? 0) > 1;
    if (touch) {
      isMobile = shortSide < PHONE_MAX_SHORT_SIDE;
      isTablet = !isMobile;
    }
  }
  // A "tablet" agent on a phone-sized screen is a phone (small Android devices say Tablet too).
  if (isTablet && shortSide !== undefined && shortSide < PHONE_MAX_SHORT_SIDE) {
    isTablet = false;
    isMobile = true;
  }
  return { isMobile, isTablet, isDesktop: !isMobile && !isTablet };
}

/** The current browser's device; on the server (no window) a desktop. */
export function currentDevice(): Device {
  if (typeof window === 'undefined') return { isMobile: false, isTablet: false, isDesktop: true };
  return detectDevice(navigator.userAgent, {
    width: window.screen.width,
    height: window.screen.height,
    touchPoints: navigator.maxTouchPoints,
  });
}
