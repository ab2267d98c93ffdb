import { describe, expect, it } from 'vitest';
import { baseUrlSchema } from './settings-schema.ts';

const httpUrl = baseUrlSchema('http');
const socketUrl = baseUrlSchema('websocket');

const message = (value: string) => {
  const parsed = httpUrl.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('the base URL of an HTTP upstream', () => {
  it('refuses whitespace anywhere inside, whatever the URL parser would make of it', () => {
    for (const bad of ['https://exa mple.com', 'https://example.com/a b', 'https://x.test\t/api', 'https://exa\u00a0mple.com', 'https://x.test/\nv1']) {
      expect(message(bad), JSON.stringify(bad)).toBe('A URL has no spaces');
    }
  });

  it('still trims the ends and accepts a plain address', () => {
    expect(httpUrl.parse('  https://api.example.com/v1/  ')).toBe('https://api.example.com/v1');
    expect(message('javascript:alert(1)')).toMatch(/Enter a full http/);
  });
});

describe('the base URL of a WebSocket upstream', () => {
  const socketMessage = (value: string) => {
    const parsed = socketUrl.safeParse(value);
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };

  it('accepts wss:// anywhere and ws:// only on this machine', () => {
    expect(socketUrl.parse(' wss://ws-feed.exchange.coinbase.com/ ')).toBe('wss://ws-feed.exchange.coinbase.com');
    expect(socketUrl.parse('ws://localhost:4510/bpi-stream')).toBe('ws://localhost:4510/bpi-stream');
    expect(socketUrl.parse('ws://127.0.0.1:4510')).toBe('ws://127.0.0.1:4510');
    for (const bad of ['ws://feed.example.com', 'https://ws-feed.exchange.coinbase.com', 'javascript:alert(1)', 'wss://']) {
      expect(socketMessage(bad), bad).toMatch(/^Enter a full wss:\/\/ address/);
    }
    expect(socketMessage('wss://feed.example.com/?key=1')).toBe('A base URL has no query string or fragment');
    expect(socketMessage('wss://feed example.com')).toBe('A URL has no spaces');
  });

  it('is the schema for WebSocket upstreams only', () => {
    expect(baseUrlSchema('websocket').safeParse('wss://feed.example.com').success).toBe(true);
    expect(baseUrlSchema('http').safeParse('wss://feed.example.com').success).toBe(false);
    expect(baseUrlSchema(undefined).safeParse('https://api.example.com').success).toBe(true);
  });
});
