import { ImageResponse } from 'next/og';
import { brand } from '@/content/site';
import { OG_IMAGE_SIZE } from '@/lib/seo';
import { ogImageSpecs } from '@/lib/og-images';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return ogImageSpecs().map((spec) => ({ image: `${spec.key}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const spec = ogImageSpecs().find((candidate) => `${candidate.key}.png` === image);
  if (!spec) return new Response('Not found', { status: 404 });
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #2a1b72 0%, #4a2cc9 55%, #5a3ae6 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 18,
            background: '#ffffff',
            color: '#4a2cc9',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 40,
            fontWeight: 700,
          }}
        >
          {brand.name.charAt(0)}
        </div>
        <div style={{ fontSize: 36, fontWeight: 700 }}>{brand.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1, maxWidth: 1000 }}>
          {spec.title}
        </div>
        <div style={{ fontSize: 30, color: '#e4e2ff', lineHeight: 1.35, maxWidth: 980 }}>
          {spec.subtitle}
        </div>
      </div>
      <div
        style={{ display: 'flex', height: 8, width: 160, borderRadius: 8, background: '#5eead4' }}
      />
    </div>,
    OG_IMAGE_SIZE,
  );
}
