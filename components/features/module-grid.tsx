import { type CoreModule } from '@/content/modules';
import { IconCard } from '@/components/ui/icon-card';
import { Section } from '@/components/ui/section';

interface ModuleGridProps {
  heading: { title: string; description: string };
  modules: readonly CoreModule[];
}

export function ModuleGrid({ heading, modules }: ModuleGridProps) {
  return (
    <Section labelledBy="modules-title" heading={heading}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {modules.map((module) => (
          <li key={module.title}>
            <IconCard
              icon={module.icon}
              title={module.title}
              description={module.description}
              items={module.features}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
