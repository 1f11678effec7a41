import { thirdPartySources } from './site-settings-csp.rules.js';

const none = { tagManagerId: null, adsConversionId: null, adsConversionLabel: null, chatScriptUrl: null };

describe('thirdPartySources', () => {
  it('adds nothing when no third-party script is configured', () => {
    expect(thirdPartySources(none)).toEqual({ scriptSrc: [], connectSrc: [], imgSrc: [], frameSrc: [] });
  });

  it('adds the tag manager host for GTM_ID', () => {
    const sources = thirdPartySources({ ...none, tagManagerId: 'GTM-ABC1234' });
    expect(sources.scriptSrc).toEqual(['https://www.googletagmanager.com']);
    expect(sources.connectSrc).toContain('https://*.google-analytics.com');
    expect(sources.scriptSrc).not.toContain('https://www.googleadservices.com');
  });

  it('adds the ads hosts once each, and only the chat script origin (not its path)', () => {
    const sources = thirdPartySources({
      tagManagerId: 'GTM-ABC1234',
      adsConversionId: 'AW-123456',
      adsConversionLabel: 'abc',
      chatScriptUrl: 'https://chat.example.com/widget/v2.js?key=1',
    });
    expect(sources.scriptSrc.filter((source) => source === 'https://www.googletagmanager.com')).toHaveLength(1);
    expect(sources.scriptSrc).toEqual(
      expect.arrayContaining(['https://www.googleadservices.com', 'https://chat.example.com']),
    );
    expect(sources.connectSrc).toContain('https://chat.example.com');
    expect(sources.frameSrc).toEqual(
      expect.arrayContaining(['https://td.doubleclick.net', 'https://chat.example.com']),
    );
    expect(sources.scriptSrc.join(' ')).not.toContain('unsafe-inline');
  });
});
