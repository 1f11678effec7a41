import type { AppConfig } from '../../config/app-config.js';

/** Extra Content-Security-Policy sources, per directive, for the third-party scripts in use. */
export interface ThirdPartySources {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
  frameSrc: string[];
}

const TAG_MANAGER = {
  scriptSrc: ['https://www.googletagmanager.com'],
  connectSrc: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  imgSrc: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  frameSrc: ['https://www.googletagmanager.com'],
};

// Google's published list for the Google Ads tag (gtag.js) and its conversion pings.
const ADS = {
  scriptSrc: [
    'https://www.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://www.google.com',
    'https://googleads.g.doubleclick.net',
  ],
  connectSrc: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com'],
  imgSrc: ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googletagmanager.com'],
  frameSrc: ['https://td.doubleclick.net', 'https://bid.g.doubleclick.net'],
};

/**
 * Only the hosts of the scripts that are configured: Google Tag Manager (GTM_ID), the Google Ads
 * tag (ADS_CONVERSION_ID) and the chat provider's origin (CHAT_SCRIPT_URL). Never 'unsafe-inline':
 * the client starts dataLayer and gtag from its own bundle.
 */
export function thirdPartySources(thirdParty: AppConfig['thirdParty']): ThirdPartySources {
  const parts: ThirdPartySources[] = [];
  if (thirdParty.tagManagerId) parts.push(TAG_MANAGER);
  if (thirdParty.adsConversionId) parts.push(ADS);
  if (thirdParty.chatScriptUrl) {
    const origin = new URL(thirdParty.chatScriptUrl).origin;
    parts.push({ scriptSrc: [origin], connectSrc: [origin], imgSrc: [], frameSrc: [origin] });
  }
  const merged = (key: keyof ThirdPartySources) => [...new Set(parts.flatMap((part) => part[key]))];
  return {
    scriptSrc: merged('scriptSrc'),
    connectSrc: merged('connectSrc'),
    imgSrc: merged('imgSrc'),
    frameSrc: merged('frameSrc'),
  };
}
