import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeVideoId } from './youtube.ts';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=abc', 'abc'],
    ['https://youtu.be/dQw4w9WgXcQ?si=x', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('finds the id in %s', (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });

  it.each([
    'https://vimeo.com/123',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?v=<script>',
    'https://evil.example/youtube.com/watch?v=abc',
    'javascript:alert(1)',
    'not a url',
  ])('finds none in %s', (url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });

  it('embeds through the privacy-enhanced host', () => {
    expect(youtubeEmbedUrl('abc')).toBe('https://www.youtube-nocookie.com/embed/abc');
  });
});
