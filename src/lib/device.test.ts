import { describe, expect, it } from '@jest/globals';
import { detectDevice } from './device';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A556B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1';
const IPADOS_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('device detection', () => {
  it('knows phones, tablets and desktops by user agent', () => {
    expect(detectDevice(IPHONE)).toEqual({ isMobile: true, isTablet: false, isDesktop: false });
    expect(detectDevice(ANDROID_PHONE)).toEqual({ isMobile: true, isTablet: false, isDesktop: false });
    expect(detectDevice(IPAD)).toEqual({ isMobile: false, isTablet: true, isDesktop: false });
    expect(detectDevice(WINDOWS)).toEqual({ isMobile: false, isTablet: false, isDesktop: true });
  });

  it('uses 600 px of the smaller screen side where the agent does not say', () => {
    expect(detectDevice(ANDROID_TABLET, { width: 800, height: 1280 })).toEqual({
      isMobile: false,
      isTablet: true,
      isDesktop: false,
    });
    expect(detectDevice(ANDROID_TABLET, { width: 1280, height: 599 })).toEqual({
      isMobile: true,
      isTablet: false,
      isDesktop: false,
    });
    expect(detectDevice(ANDROID_TABLET, { width: 1280, height: 600 }).isTablet).toBe(true);
  });

  it('tells an iPad posing as a Mac from a Mac by touch points', () => {
    expect(detectDevice(IPADOS_AS_MAC, { width: 1024, height: 1366, touchPoints: 5 })).toEqual({
      isMobile: false,
      isTablet: true,
      isDesktop: false,
    });
    expect(detectDevice(IPADOS_AS_MAC, { width: 1440, height: 900, touchPoints: 0 })).toEqual({
      isMobile: false,
      isTablet: false,
      isDesktop: true,
    });
  });
});
