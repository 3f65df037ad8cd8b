import { describe, expect, it } from 'vitest';
import { embedUrl, parseVideoLink } from './schemas.ts';

describe('video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=30', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'vimeo', '76979871'],
  ])('when %s is pasted, then it is a %s video %s', (url, provider, id) => {
    expect(parseVideoLink(url)).toEqual({ provider, id });
  });

  it.each([
    'javascript:alert(1)',
    'https://ejemplo.mx/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=corto',
    'https://vimeo.com/canal/abc',
    'ftp://vimeo.com/76979871',
    'no es un enlace',
  ])('when %s is pasted, then it is refused', (url) => {
    expect(parseVideoLink(url)).toBeNull();
  });

  it('when a video is embedded, then the privacy-enhanced players are used', () => {
    expect(embedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    expect(embedUrl({ provider: 'vimeo', id: '1' })).toMatch(/dnt=1$/);
  });
});
