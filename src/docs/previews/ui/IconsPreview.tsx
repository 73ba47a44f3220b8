import type { ComponentType, SVGProps } from 'react';
import * as icons from '../../../components/ui/icons.tsx';

/**
 * Every icon the primitives share, with its export name (a new icon appears here by itself); `Icon`, the
 * frame they are drawn in, draws nothing of its own.
 */
export function IconsPreview() {
  const entries = Object.entries(icons as unknown as Record<string, ComponentType<SVGProps<SVGSVGElement>>>).filter(
    ([name]) => name.endsWith('Icon') && name !== 'Icon',
  );
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {entries.map(([name, Icon]) => (
        <li key={name} className="flex items-center gap-2 rounded-md border border-border p-2 text-sm">
          <Icon className="size-5" />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}
