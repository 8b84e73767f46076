/**
 * What the video host's frame may use. The Permissions-Policy header (public/_headers) must not
 * deny any of these, or the frame loses them whatever this attribute says.
 */
export const videoFrameAllow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

/**
 * The frame address for a video-hosting page (privacy-enhanced where the host offers it), or
 * null when the address is a plain video file to play natively.
 */
export function videoEmbedUrl(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address, 'http://localhost');
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'youtu.be') {
    const id =
      host === 'youtu.be'
        ? url.pathname.slice(1)
        : url.pathname === '/watch'
          ? url.searchParams.get('v')
          : url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1];
    return id && /^[\w-]{6,}$/.test(id)
      ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
      : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = url.pathname.match(/(?:^|\/)(\d+)(?:\/|$)/)?.[1];
    return id ? `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` : null;
  }
  return null;
}
