import { testimonials } from '@/content/home';
import { Avatar } from '@/components/ui/avatar';
import { Section } from '@/components/ui/section';
import { StarRating } from './star-rating';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

export function Testimonials() {
  return (
    <Section labelledBy="testimonials-title" heading={testimonials.heading}>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {testimonials.items.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-soft">
              <StarRating rating={item.rating} />
              <blockquote className="mt-4 flex-1 text-ink">
                “<KeepTermsTogether text={item.quote} />”
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <Avatar src={item.avatar} name={item.name} size={48} />
                <span className="text-sm">
                  <span className="block font-semibold text-ink">{item.name}</span>
                  <span className="block text-ink-muted">
                    {item.role}, {item.company}
                  </span>
                  <span className="block text-xs text-ink-subtle">{item.businessType}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
