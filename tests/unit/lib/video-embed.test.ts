import { videoEmbedUrl } from '@/lib/video-embed';

describe('videoEmbedUrl', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    ],
    [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    ],
    [
      'https://youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    ],
    [
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1'],
    [
      'https://player.vimeo.com/video/76979871',
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    ],
  ])('embeds %s', (address, embed) => {
    expect(videoEmbedUrl(address)).toBe(embed);
  });

  it.each([
    '/media/kyrelo-demo.mp4',
    'https://cdn.example.com/demo.webm',
    'https://www.youtube.com/',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
  ])('plays %s natively', (address) => {
    expect(videoEmbedUrl(address)).toBeNull();
  });
});
